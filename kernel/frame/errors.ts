/**
 * The errors the frame bridge raises: the SPEC §8 catalogue entries (via
 * kernel/errors) plus the two situations the spec leaves unworded.
 */
import { FRAME_MESSAGES, PorticoError, errorIn, messageIn } from '../errors'
import type { RequestName } from './constants'

export const frameNotSet = () => errorIn(FRAME_MESSAGES, 'FRAME_NOT_SET')
export const frameLoadFailed = () => errorIn(FRAME_MESSAGES, 'FRAME_LOAD_FAILED')
export const requestAborted = () => errorIn(FRAME_MESSAGES, 'REQUEST_ABORTED')
export const somethingWentWrong = () => errorIn(FRAME_MESSAGES, 'SOMETHING_WENT_WRONG')

/** SPEC §8: "the reply's message, else 'An error occurred'". */
export function frameReplyError(message: string): PorticoError {
  return new PorticoError('FRAME_ERROR', message.trim() === '' ? messageIn(FRAME_MESSAGES, 'FRAME_ERROR') : message)
}

/** Not worded by the spec: a request the frame did not answer in time (SPEC §9 timeouts). */
export class FrameTimeoutError extends Error {
  override readonly name = 'FrameTimeoutError'
  constructor(readonly request: RequestName, readonly timeoutMs: number) {
    super(`Frame request ${request} timed out after ${timeoutMs} ms`)
  }
}

/** Not worded by the spec: an outgoing message that fails its own schema (a caller bug or bad input). */
export class FrameRequestInvalidError extends Error {
  override readonly name = 'FrameRequestInvalidError'
  constructor(readonly request: RequestName, details: string) {
    super(`Invalid frame request ${request}: ${details}`)
  }
}
