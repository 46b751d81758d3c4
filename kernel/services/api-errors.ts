/**
 * SPEC §8 alerts raised by API refusals. The codes match kernel/errors.ts by
 * name; the kernel turns `alert` into the modal's alert.
 */
import { HttpError } from '../http'

export type ApiAlertCode = 'INVALID_APP_CONFIGURATION' | 'INVALID_PROJECT_ID' | 'JWT_TOKEN_NOT_VALID'

const ALERTS: ReadonlyArray<[needle: string, code: ApiAlertCode]> = [
  ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
  ['JWT validation error', 'JWT_TOKEN_NOT_VALID'],
]

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

export function alertFor(text: string): ApiAlertCode | undefined {
  return ALERTS.find(([needle]) => text.includes(needle))?.[1]
}

export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error
  if (error instanceof HttpError) return new ServiceError(error.message, alertFor(error.body), error.status, error)
  return new ServiceError(error instanceof Error ? error.message : String(error), undefined, undefined, error)
}
