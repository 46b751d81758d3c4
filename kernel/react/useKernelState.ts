/**
 * React binding of the kernel store: zustand's useStore over the kernel's
 * store contract with a shallow-compared selector, so a view re-renders only
 * when what it selects changes (DESIGN: zustand, selectors keep re-renders narrow).
 */
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import type { StoreApi } from 'zustand'
import { STORE_MESSAGES, errorIn } from '../errors'
import type { KernelState } from '../types'

/** What the binding needs from the kernel store. */
export interface StateSource {
  getState(): KernelState
  subscribe(listener: (state: KernelState, previous: KernelState) => void): () => void
}

const apis = new WeakMap<StateSource, StoreApi<KernelState>>()

/** Adapt a state source to zustand's read API once per source. */
export function toStoreApi(source: StateSource): StoreApi<KernelState> {
  let api = apis.get(source)
  if (!api) {
    api = {
      getState: () => source.getState(),
      getInitialState: () => source.getState(),
      subscribe: (listener) => source.subscribe(listener),
      setState: () => {
        throw errorIn(STORE_MESSAGES, 'STORE_READ_ONLY')
      },
    }
    apis.set(source, api)
  }
  return api
}

/** Select a slice of kernel state; objects and arrays compare shallowly. */
export function useKernelState<T>(kernel: { readonly store: StateSource }, selector: (state: KernelState) => T): T {
  return useStore(toStoreApi(kernel.store), useShallow(selector))
}
