/**
 * A deterministic generator of hostile frame -> app messages: garbage values,
 * prototype-pollution shapes, and every known frame type with a wrong-typed
 * field or an id that matches no request. None of them may be accepted.
 */
import { seededRandom } from '../../seeded-random'
import { APP, FRAME_READY, FRAME_SESSION_UPDATE, errorType, successType, type RequestName } from '../../../kernel/frame/constants'

const NAMES = Object.keys(APP) as RequestName[]
const REPLY_TYPES = NAMES.flatMap((name) => [successType(name), errorType(name)])
const EVENT_TYPES = [FRAME_READY, FRAME_SESSION_UPDATE]
const APP_TYPES = NAMES.map((name) => APP[name])

export function createHostileGenerator(seed: number) {
  const random = seededRandom(seed)
  const int = (n: number) => Math.floor(random() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  const string = () => pick(['', 'x', '0x', '<script>', '__proto__', 'a'.repeat(int(300)), String(random())])

  /** Any JSON-ish or structured-clone value, nested up to `depth`. */
  function value(depth = 3): unknown {
    switch (int(depth > 0 ? 12 : 8)) {
      case 0: return undefined
      case 1: return null
      case 2: return random() * 1e6 - 5e5
      case 3: return pick([NaN, Infinity, -0, Number.MAX_SAFE_INTEGER])
      case 4: return string()
      case 5: return random() < 0.5
      case 6: return BigInt(int(1e9))
      case 7: return new Date(int(1e12))
      case 8: return Array.from({ length: int(4) }, () => value(depth - 1))
      case 9: return Object.fromEntries(Array.from({ length: int(4) }, () => [string(), value(depth - 1)]))
      case 10: return JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')
      default: return new Map([[string(), value(depth - 1)]])
    }
  }

  /** A value that is not a valid id: wrong type, empty or too long. */
  const badId = () => pick<unknown>([42, null, {}, [], true, '', 'i'.repeat(129), BigInt(1)])
  /** A well-formed id that no request used. */
  const strangerId = () => `stranger-${int(1e9)}`
  /** A payload that is neither absent nor an object: wrong for every event type. */
  const primitivePayload = () => pick<unknown>([0, 'x', true, null, [], [1]])

  const strategies: (() => unknown)[] = [
    // Garbage of every shape.
    () => value(),
    // Known reply types with a broken id.
    () => ({ id: badId(), type: pick(REPLY_TYPES), payload: value() }),
    // Known reply types with a stranger's id and arbitrary payload (schema or unknown-id).
    () => ({ id: strangerId(), type: pick(REPLY_TYPES), payload: value() }),
    // Error replies whose message is not a string.
    () => ({ id: strangerId(), type: pick(NAMES.map(errorType)), payload: { message: pick<unknown>([1, null, {}, []]) } }),
    // Events with a broken id or a wrong-typed payload.
    () => ({ id: badId(), type: pick(EVENT_TYPES) }),
    () => ({ type: pick(EVENT_TYPES), payload: primitivePayload() }),
    () => ({ type: FRAME_SESSION_UPDATE, payload: { token: pick<unknown>([1, null, {}, []]) } }),
    // App requests echoed back: not a frame message at all.
    () => ({ id: strangerId(), type: pick(APP_TYPES), payload: value() }),
    // Near-miss type strings.
    () => ({ id: strangerId(), type: pick(REPLY_TYPES).toLowerCase() + pick(['', ' ', '\u0000']), payload: value() }),
    () => ({ id: strangerId(), type: pick<unknown>([1, null, {}, ['@w3m-frame/READY']]), payload: value() }),
  ]

  return () => pick(strategies)()
}
