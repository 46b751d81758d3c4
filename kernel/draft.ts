/**
 * Copy-on-write updates for the kernel store: `produce(base, recipe)` hands
 * the recipe a draft that records writes, and returns a new state that shares
 * every untouched object with `base` (so selectors see unchanged slices as
 * unchanged). It covers what the store's recipes do — set, delete, nested
 * objects and arrays, array methods, returning a replacement — which is all
 * the kernel needed from immer, at a tenth of its size. Only plain objects
 * and arrays are drafted; anything else is stored as is.
 */

interface DraftState {
  base: Record<PropertyKey, unknown>
  /** Set on the first write (here or below): a shallow copy of base holding the writes and the child drafts. */
  copy?: Record<PropertyKey, unknown>
  /** Drafts of children that were read (not yet written): they join the copy when something is written. */
  children: Map<PropertyKey, Record<PropertyKey, unknown>>
  parent?: DraftState
}

const STATE = Symbol('draft')

const isDraftable = (value: unknown): value is Record<PropertyKey, unknown> => {
  if (!value || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return Array.isArray(value) || proto === Object.prototype || proto === null
}

const stateOf = (value: unknown): DraftState | undefined =>
  value && typeof value === 'object' ? (value as { [STATE]?: DraftState })[STATE] : undefined

const latest = (state: DraftState) => state.copy ?? state.base

/** The first write to a draft copies it (with the drafts of its children), and its parents, up to the root. */
function modify(state: DraftState): Record<PropertyKey, unknown> {
  if (!state.copy) {
    const copy: Record<PropertyKey, unknown> = Array.isArray(state.base) ? ([...(state.base as unknown[])] as unknown as Record<PropertyKey, unknown>) : { ...state.base }
    for (const [key, child] of state.children) copy[key] = child
    state.copy = copy
    if (state.parent) modify(state.parent)
  }
  return state.copy
}

/** The draft's state: an array draft's target is `[state]` (so Array.isArray holds), an object's is the state. */
const own = (target: DraftState): DraftState => (Array.isArray(target) ? (target[0] as DraftState) : target)

const handler: ProxyHandler<DraftState> = {
  get(target, key) {
    const state = own(target)
    if (key === STATE) return state
    const value = latest(state)[key]
    // A child read for the first time becomes a draft of its own; reading alone copies nothing.
    if (!isDraftable(value) || value !== state.base[key]) return value
    let child = state.children.get(key)
    if (!child) state.children.set(key, (child = createDraft(value, state)))
    if (state.copy) state.copy[key] = child
    return child
  },
  set(target, key, value) {
    const state = own(target)
    if (!state.copy && Object.is(state.base[key], value) && key in state.base) return true
    modify(state)[key] = value
    state.children.delete(key)
    return true
  },
  deleteProperty(target, key) {
    const state = own(target)
    if (key in latest(state)) delete modify(state)[key]
    state.children.delete(key)
    return true
  },
  has: (target, key) => key in latest(own(target)),
  ownKeys: (target) => Reflect.ownKeys(latest(own(target))),
  getOwnPropertyDescriptor(target, key) {
    const state = own(target)
    const descriptor = Reflect.getOwnPropertyDescriptor(latest(state), key)
    // The proxy target does not hold these properties: report them configurable (an array's 'length' as is).
    if (descriptor && !(Array.isArray(target) && key === 'length')) descriptor.configurable = true
    return descriptor
  },
}

function createDraft(base: Record<PropertyKey, unknown>, parent?: DraftState): Record<PropertyKey, unknown> {
  const state: DraftState = { base, parent, children: new Map() }
  const target = Array.isArray(base) ? ([state] as unknown as DraftState) : state
  return new Proxy(target, handler) as unknown as Record<PropertyKey, unknown>
}

/** The final value of a draft or of a new value that may hold drafts: unchanged parts stay `base`'s objects. */
function finalize(value: unknown, base?: unknown): unknown {
  const state = stateOf(value)
  if (state) {
    if (!state.copy) return state.base
    const copy = state.copy
    for (const key of Reflect.ownKeys(copy)) copy[key] = finalize(copy[key], state.base[key])
    return copy
  }
  // A new object (not one of base's) may contain drafts, e.g. `draft.list = draft.list.filter(...)`.
  if (isDraftable(value) && value !== base) {
    for (const key of Reflect.ownKeys(value)) {
      const item = value[key]
      if (item && typeof item === 'object') value[key] = finalize(item)
    }
  }
  return value
}

/** Run `recipe` over a draft of `base`; returns the next state (or what the recipe returned). */
export function produce<T>(base: T, recipe: (draft: T) => T | void): T {
  if (!isDraftable(base)) return (recipe(base) ?? base) as T
  const draft = createDraft(base)
  const returned = recipe(draft as T)
  return finalize(returned === undefined ? draft : returned) as T
}
