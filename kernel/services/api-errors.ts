/**
 * A failed service call as one PorticoError, SERVICE_FAILED: the message of what failed, that failure as its
 * cause, and in details the HTTP status and the SPEC §8 alert an API refusal raises (the texts are in
 * kernel/errors.ts); the kernel turns `details.alert` into the modal's alert.
 */
import { apiAlertCode, isPorticoError, REQUEST_MESSAGES, messageIn, PorticoError, errorMessage, type ApiAlertCode } from '../errors'

export type { ApiAlertCode }

export function toServiceError(error: unknown): PorticoError {
  if (isPorticoError(error, 'SERVICE_FAILED')) return error
  const http = isPorticoError(error, 'HTTP_FAILED') ? (error.details as { status: number; body: string }) : undefined
  const alert = http && apiAlertCode(http.body)
  return new PorticoError('SERVICE_FAILED', messageIn(REQUEST_MESSAGES, 'SERVICE_FAILED', errorMessage(error)), {
    cause: error,
    details: { ...(http ? { status: http.status } : {}), ...(alert ? { alert } : {}) },
  })
}
