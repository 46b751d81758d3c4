/**
 * Polkadot browser extensions inject themselves into the page as
 * `window.injectedWeb3[key] = { version, enable(appName) }` (or the newer
 * `connect(appName)`). Listing reads the keys without enabling anything, as
 * enabling asks the user; connecting enables through extension-dapp's
 * `web3Enable` and checks what the extension hands back. Extensions are other
 * people's code in the page: anything malformed, even a getter that throws,
 * is not an extension here.
 */
import { web3Enable } from '@polkadot/extension-dapp'
import * as z from 'zod/mini'
import type { Connector } from '../../kernel/plugin'
import { invalidExtensionResponse } from './messages'

/** An enabled extension as this adapter drives it: its accounts, its signer, and the object itself (the app's provider). */
export interface EnabledExtension {
  name: string
  accounts: {
    get(): Promise<unknown>
    subscribe(listener: (accounts: unknown) => void): unknown
  }
  signer?: { signRaw?: (payload: { address: string; data: string; type: 'bytes' }) => Promise<unknown> }
  /** The extension's own object (InjectedExtension of @polkadot/extension-inject). */
  injected: unknown
}

/** Injection keys are short identifiers ('polkadot-js', 'talisman', 'subwallet-js'). */
const KEY = /^[a-z0-9][a-z0-9._-]{0,63}$/i

/** Names the best-known extensions go by; any other is named after its key. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  'subwallet-js': 'SubWallet',
  talisman: 'Talisman',
}

const isFunction = (value: unknown): boolean => typeof value === 'function'
const functionSchema = z.custom<(...args: never[]) => unknown>(isFunction)

const enabledSchema = z.object({
  name: z.string(),
  accounts: z.object({ get: functionSchema, subscribe: functionSchema }),
  signer: z.optional(z.object({ signRaw: z.optional(functionSchema) })),
})

function displayName(key: string): string {
  return KNOWN_NAMES[key] ?? key.split(/[-_.]+/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')
}

function injectedEntries(): Array<[string, unknown]> {
  try {
    const injected: unknown = (globalThis as { injectedWeb3?: unknown }).injectedWeb3
    return typeof injected === 'object' && injected !== null ? Object.entries(injected) : []
  } catch {
    return []
  }
}

function isExtension(key: string, entry: unknown): boolean {
  try {
    if (!KEY.test(key) || typeof entry !== 'object' || entry === null) return false
    const { enable, connect } = entry as { enable?: unknown; connect?: unknown }
    return isFunction(enable) || isFunction(connect)
  } catch {
    return false // a getter threw
  }
}

/** One connector per injected extension, read afresh (extensions may inject late). */
export function injectedConnectors(): Connector[] {
  return injectedEntries()
    .filter(([key, entry]) => isExtension(key, entry))
    .map(([key]) => ({ id: key, name: displayName(key), type: 'INJECTED', chain: 'polkadot' }))
}

/**
 * Enable the page's extensions for `appName` and return the one injected as `key`; undefined when it
 * did not enable (web3Enable leaves out, and logs, an extension whose enable rejected: a refusal).
 */
export async function enableExtension(appName: string, key: string): Promise<EnabledExtension | undefined> {
  const enabled = await web3Enable(appName)
  // An extension enabled through `enable` carries its injection key as its name.
  const found: unknown = enabled.find((extension) => extension.name === key)
  if (found === undefined) return undefined
  const parsed = enabledSchema.safeParse(found)
  if (!parsed.success) throw invalidExtensionResponse('enable', found)
  const extension = found as EnabledExtension
  return { name: displayName(key), accounts: extension.accounts, signer: extension.signer, injected: found }
}
