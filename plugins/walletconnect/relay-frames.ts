/**
 * The relay is a trust boundary: a frame reaches the WalletConnect SDK only if it is a JSON-RPC 2.0 object
 * it can read. The SDK itself throws on some garbage (`null`, an `irn_subscription` without data, a frame too
 * big for its log buffer), in socket handlers where nothing catches it: a page error and the frame lost.
 */
import * as z from 'zod/mini'

/**
 * WalletConnect payloads are a few kB; the SDK logs each frame into a 1000 KiB buffer and throws on an entry
 * that does not fit, so a frame near that size is lost anyway.
 */
export const MAX_RELAY_FRAME_CHARS = 512 * 1024

const frameSchema = z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string()]) })
/** What the SDK reads of a message pushed on a subscription, without checking it is there. */
const subscriptionSchema = z.object({ params: z.object({ id: z.string(), data: z.object({ topic: z.string(), message: z.string() }) }) })

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Whether the SDK may read this socket message: a JSON-RPC 2.0 request or response, a subscription with its topic and message. */
export function isRelayFrame(data: unknown): boolean {
  if (typeof data !== 'string' || data.length > MAX_RELAY_FRAME_CHARS) return false
  const frame = parse(data)
  if (!frameSchema.safeParse(frame).success) return false
  const method = (frame as { method?: unknown }).method
  return typeof method !== 'string' || !method.endsWith('_subscription') || subscriptionSchema.safeParse(frame).success
}

interface SocketReader {
  onPayload?: (event: { data: unknown }) => void
}
const guarded = new WeakSet<object>()

/**
 * The SDK's socket class reads every relay message through its `onPayload` method, looked up per message:
 * wrapped on the class, it drops what isRelayFrame refuses, on the open socket and on every later one.
 * Returns whether the class is guarded (false when `connection` is not such a socket, e.g. none opened yet).
 */
export function guardRelayFrames(connection: unknown): boolean {
  const socketClass = typeof connection === 'object' && connection !== null ? (Object.getPrototypeOf(connection) as SocketReader | null) : null
  const read = socketClass?.onPayload
  if (!socketClass || typeof read !== 'function') return false
  if (guarded.has(read)) return true
  const readChecked = function (this: unknown, event: { data: unknown }) {
    if (isRelayFrame(event?.data)) read.call(this, event)
  }
  guarded.add(readChecked)
  socketClass.onPayload = readChecked
  return true
}
