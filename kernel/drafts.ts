/**
 * The store's drafted updates: immer's `produce`, loaded with the runtime (kernel/runtime.ts hands it to the
 * store), never by the synchronous kernel entry. An instance of its own: an app's immer settings stay the app's,
 * and results are not frozen, so what an app or adapter hands the store (its networks, a balance list) stays its
 * own to change.
 */
import { Immer } from 'immer'
import type { Produce } from './store'

export const produce: Produce = new Immer({ autoFreeze: false }).produce
