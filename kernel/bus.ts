/** The kernel's typed event bus (mitt), over the events of kernel/events.ts. */
import mitt from 'mitt'
import type { Bus, BusEvents } from './events'

export type { AnalyticsEvent, AnalyticsEventName, Bus, BusEvents, ViewChangeAction } from './events'

export function createBus(): Bus {
  return mitt<BusEvents>()
}
