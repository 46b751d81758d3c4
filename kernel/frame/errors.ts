/**
 * The errors the frame bridge raises, all PorticoErrors: its SPEC §8 texts (the frame's group of the
 * catalogue) plus the two situations the spec leaves unworded.
 */
import { PorticoError, REQUEST_MESSAGES, errorIn, messageIn } from '../errors'
import type { RequestName } from './constants'

/** The embedded-wallet frame bridge's messages (SPEC §8). */
export const FRAME_MESSAGES = {
  FRAME_ERROR: 'An error occurred',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_LOAD_FAILED: 'Unable to load email login dependency',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  // Portico: what the spec leaves unworded: a request the frame did not answer in time (SPEC §9 timeouts),
  // and an outgoing message that fails its own schema (a caller bug or bad input).
  FRAME_TIMEOUT: (request: string, timeoutMs: number) => `Frame request ${request} timed out after ${timeoutMs} ms`,
  FRAME_REQUEST_INVALID: (request: string, details: string) => `Invalid frame request ${request}: ${details}`,
} as const

export const frameNotSet = () => errorIn(FRAME_MESSAGES, 'FRAME_NOT_SET')
export const frameLoadFailed = () => errorIn(FRAME_MESSAGES, 'FRAME_LOAD_FAILED')
export const requestAborted = () => errorIn(REQUEST_MESSAGES, 'REQUEST_ABORTED')
export const somethingWentWrong = () => errorIn(FRAME_MESSAGES, 'SOMETHING_WENT_WRONG')

/** SPEC §8: "the reply's message, else 'An error occurred'". */
export function frameReplyError(message: string): PorticoError {
  return new PorticoError('FRAME_ERROR', message.trim() === '' ? messageIn(FRAME_MESSAGES, 'FRAME_ERROR') : message)
}

/** A request the frame did not answer in time (SPEC §9 timeouts). */
export function frameTimeout(request: RequestName, timeoutMs: number): PorticoError {
  return new PorticoError('FRAME_TIMEOUT', messageIn(FRAME_MESSAGES, 'FRAME_TIMEOUT', request, timeoutMs), { details: { request, timeoutMs } })
}

/** An outgoing message that fails its own schema (a caller bug or bad input). */
export function frameRequestInvalid(request: RequestName, details: string): PorticoError {
  return new PorticoError('FRAME_REQUEST_INVALID', messageIn(FRAME_MESSAGES, 'FRAME_REQUEST_INVALID', request, details), { details: { request } })
}
