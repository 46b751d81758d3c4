/**
 * The frame bridge, loaded when a plugin first needs it: the bridge and the
 * frame protocol are a chunk of their own, never part of what a plugin's
 * first import brings (DESIGN: heavy imports at the latest moment).
 */
import type { FrameBridge, FrameBridgeOptions } from './bridge'

export async function loadFrameBridge(options: FrameBridgeOptions): Promise<FrameBridge> {
  const { createFrameBridge } = await import('./bridge')
  return createFrameBridge(options)
}
