/**
 * The Polkadot test extension living entirely in the page, for the demo: a person without a Polkadot
 * extension can connect. It holds a dev sr25519 key (from /devnet.json) and asks with window.confirm
 * before it allows the site or signs ('auto' approves, for tests). Same page extension and core as the
 * browser tests; only the host differs.
 */
import { inPageControls, type InPageApproval, type InPageControls } from './in-page-controls'
import { createPolkadotExtensionCore, type PolkadotExtensionState } from './polkadot-core'
import { injectPolkadotPageExtension, POLKADOT_TEST_EXTENSION_NAME } from './polkadot-page-extension'
import { ProviderRpcError } from './page-provider'
import { serializeRpcError } from './rpc-errors'

export interface InPagePolkadotExtensionConfig {
  /** The keyring URI of its account (e.g. '//Alice'). */
  uri: string
  /** 'auto' approves every prompt; 'confirm' asks with window.confirm; 'scripted' follows mode(). Default 'confirm'. */
  approval?: InPageApproval
  /** localStorage key of the extension's own state (whether the site is allowed). */
  storageKey?: string
}

const DEFAULT_STORAGE_KEY = 'portico-polkadot-test-extension/state'

function localStorageStore(key: string) {
  return {
    load(): PolkadotExtensionState | undefined {
      try {
        const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as PolkadotExtensionState | null
        return typeof parsed?.authorized === 'boolean' ? parsed : undefined
      } catch {
        return undefined
      }
    },
    save: (state: PolkadotExtensionState) => localStorage.setItem(key, JSON.stringify(state)),
  }
}

export function installInPagePolkadotExtension(config: InPagePolkadotExtensionConfig): InPageControls {
  const host = inPageControls(POLKADOT_TEST_EXTENSION_NAME, config.approval ?? 'confirm')
  const core = createPolkadotExtensionCore({
    uri: config.uri,
    storage: localStorageStore(config.storageKey ?? DEFAULT_STORAGE_KEY),
    approve: host.approve,
    // Events fire only after a request, by which time `page` exists.
    emit: (accounts) => page.emit(accounts),
  })
  const page = injectPolkadotPageExtension({
    async request(args) {
      try {
        return await host.record(args, () => core.request(args))
      } catch (error) {
        throw new ProviderRpcError(serializeRpcError(error))
      }
    },
  })
  return host.controls
}
