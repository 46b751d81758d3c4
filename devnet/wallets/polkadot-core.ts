/**
 * The Polkadot test extension's brain, the same in Node (browser tests) and
 * in the page (the demo): a @polkadot/keyring sr25519 pair from a dev URI
 * ('//Alice' of the Substrate dev phrase by default) signs what a site sends
 * to `signRaw`, wrapped in <Bytes>…</Bytes> as polkadot{.js} does. Requests
 * and answers are plain JSON so they cross a Playwright binding; approval,
 * persistence and events are the host's.
 */
import * as z from 'zod/mini'
import { Keyring } from '@polkadot/keyring'
import { hexToU8a, u8aEq, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { invalidParams, unauthorized, unsupportedMethod, userRejected } from './rpc-errors'
import type { ApprovalDecision } from './wallet-core'

export interface PolkadotExtensionState {
  /** Whether the site is allowed (enable approved once; polkadot{.js} remembers it per origin). */
  authorized: boolean
}

/** What the page extension asks for (see polkadot-page-extension.ts). */
export type PolkadotExtensionMethod = 'enable' | 'accounts' | 'signRaw'

export interface PolkadotAccountJson {
  address: string
  name: string
  type: 'sr25519'
  genesisHash: null
}

export interface PolkadotExtensionCoreOptions {
  /** A key URI for the keyring: '//Alice' (default) or a mnemonic with an optional derivation path. */
  uri?: string
  /** Asked before the site is allowed and before every signature. */
  approve: (request: { method: PolkadotExtensionMethod; params: unknown }) => Promise<ApprovalDecision> | ApprovalDecision
  /** The accounts the site now sees changed (none: the user revoked the site). */
  emit: (accounts: PolkadotAccountJson[]) => void
  storage?: { load(): PolkadotExtensionState | undefined; save(state: PolkadotExtensionState): void }
}

export interface PolkadotExtensionCore {
  /** The account's address in the generic Substrate format (SS58 prefix 42), as the keyring writes it. */
  address: string
  request(args: { method: string; params?: unknown }): Promise<unknown>
  state(): PolkadotExtensionState
  /** The user removes the site from the extension's allowed list. */
  userRevoke(): void
}

export const DEFAULT_DEV_URI = '//Alice'
const ACCOUNT_NAME = 'Portico Dev'

const hexString = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/))
const enableParams = z.object({ origin: z.string().check(z.minLength(1)) })
const signRawParams = z.object({ address: z.string(), data: hexString, type: z.literal('bytes') })

function parse<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(method)
  return parsed.data
}

export function createPolkadotExtensionCore(options: PolkadotExtensionCoreOptions): PolkadotExtensionCore {
  const pair = new Keyring({ type: 'sr25519' }).addFromUri(options.uri ?? DEFAULT_DEV_URI, { name: ACCOUNT_NAME })
  const account: PolkadotAccountJson = { address: pair.address, name: ACCOUNT_NAME, type: 'sr25519', genesisHash: null }
  let state: PolkadotExtensionState = options.storage?.load() ?? { authorized: false }
  let nextId = 1

  function update(next: PolkadotExtensionState): void {
    state = next
    options.storage?.save(state)
  }

  async function ask(method: PolkadotExtensionMethod, params: unknown): Promise<void> {
    if ((await options.approve({ method, params })) !== 'approve') throw userRejected()
  }

  function isOurs(address: string): boolean {
    try {
      return u8aEq(decodeAddress(address), pair.publicKey)
    } catch {
      return false
    }
  }

  const handlers: Record<PolkadotExtensionMethod, (params: unknown) => Promise<unknown>> = {
    async enable(params) {
      parse(enableParams, params, 'enable')
      if (!state.authorized) {
        await ask('enable', params)
        update({ authorized: true })
      }
      return null
    },
    async accounts() {
      if (!state.authorized) throw unauthorized()
      return [account]
    },
    async signRaw(params) {
      const { address, data } = parse(signRawParams, params, 'signRaw')
      if (!state.authorized) throw unauthorized()
      if (!isOurs(address)) throw invalidParams(`${address} is not an account of this extension`)
      await ask('signRaw', params)
      return { id: nextId++, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(data)))) }
    },
  }

  return {
    address: pair.address,
    async request({ method, params }) {
      const handler = handlers[method as PolkadotExtensionMethod]
      if (!handler) throw unsupportedMethod(method)
      return handler(params)
    },
    state: () => state,
    userRevoke() {
      if (!state.authorized) return
      update({ authorized: false })
      options.emit([])
    },
  }
}
