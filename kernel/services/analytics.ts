/**
 * Analytics events (SPEC §7 `POST /e`). Off when the registry's analytics
 * config says so or cannot be fetched (SPEC §4); with features.analytics
 * false this module is never loaded (services/index.ts). Events are sent one
 * after another so the sink receives them in order.
 */
import type { AnalyticsEvent } from '../events'
import { toServiceError } from './api-errors'
import { sdkQuery } from './context'
import { joinUrl } from './join-url'
import { getAnalyticsConfig } from './registry'
import type { Analytics, ServiceContext } from './types'

const newEventId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`

export function createAnalytics(ctx: ServiceContext): Analytics {
  let enabled: Promise<boolean> | undefined
  let queue: Promise<void> = Promise.resolve()

  const isEnabled = () => (enabled ??= getAnalyticsConfig(ctx).then((remote) => remote.isAnalyticsEnabled))

  async function post({ event, properties }: AnalyticsEvent) {
    if (!(await isEnabled())) return
    const location = (globalThis as { location?: { href: string; hostname: string } }).location
    try {
      await ctx.http({
        url: joinUrl(ctx.config.services.analyticsUrl, 'e'),
        method: 'POST',
        query: sdkQuery(ctx),
        body: {
          eventId: newEventId(),
          url: location?.href ?? '',
          domain: location?.hostname ?? '',
          timestamp: Date.now(),
          props: { type: 'track', event, properties },
        },
      })
    } catch (error) {
      // SPEC §8: an analytics 403 raises INVALID_APP_CONFIGURATION like the other refusals.
      ctx.onError(toServiceError(error))
    }
  }

  return {
    track(event) {
      queue = queue.then(() => post(event))
      return queue
    },
  }
}
