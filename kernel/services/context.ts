/**
 * What every service function runs over (viem-style: functions take a
 * context, so a bundler drops the routes an app never calls).
 */
import { isPorticoError } from '../errors'
import { createHttpClient, type QueryValue } from '../http'
import { joinUrl } from './join-url'
import type { ServiceContext, ServicesConfig } from './types'

export type { CallOptions, ServiceContext, ServicesConfig } from './types'

export interface ServiceContextOptions {
  config: ServicesConfig
  onError?: (error: unknown) => void
  fetch?: typeof fetch
}

export function createServiceContext(options: ServiceContextOptions): ServiceContext {
  return { config: options.config, http: createHttpClient({ fetch: options.fetch }), onError: options.onError ?? (() => {}) }
}

/** SPEC §7: every service call carries sdk type, sdk version and project id. */
export function sdkQuery(ctx: ServiceContext, extra: Record<string, QueryValue> = {}): Record<string, QueryValue> {
  return { projectId: ctx.config.projectId, st: ctx.config.sdkType, sv: ctx.config.sdkVersion, ...extra }
}

export function apiUrl(ctx: ServiceContext, path: string): string {
  return joinUrl(ctx.config.services.blockchainApiUrl, path)
}

/**
 * SPEC §8 fallbacks: a failed call reports its error and resolves to the
 * route's safe value instead of throwing, except a caller's abort. The error's
 * wording (./api-errors) loads with the first failure; if even that chunk
 * does not load, the failure is reported as it came.
 */
export async function withFallback<T>(ctx: ServiceContext, fallback: () => T, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isPorticoError(error, 'REQUEST_ABORTED')) throw error
    ctx.onError(await import('./api-errors').then(({ toServiceError }) => toServiceError(error), () => error))
    return fallback()
  }
}
