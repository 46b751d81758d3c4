/**
 * A failed service call, carrying the SPEC §8 alert an API refusal raises
 * (the texts are in kernel/errors.ts); the kernel turns `alert` into the
 * modal's alert.
 */
import { apiAlertCode, type ApiAlertCode } from '../errors'
import { HttpError } from '../http'

export type { ApiAlertCode }

/** A failed service call: the alert it maps to (if any), the HTTP status, and the cause. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError'
  constructor(
    message: string,
    readonly alert?: ApiAlertCode,
    readonly status?: number,
    override readonly cause?: unknown,
  ) {
    super(message)
  }
}

export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error
  if (error instanceof HttpError) return new ServiceError(error.message, apiAlertCode(error.body), error.status, error)
  return new ServiceError(error instanceof Error ? error.message : String(error), undefined, undefined, error)
}
