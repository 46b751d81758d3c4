/**
 * The test wallet living entirely in the page, for the demo: a person without a
 * wallet extension can connect. It holds the devnet's public dev key and calls
 * the devnet RPC with fetch. Same page provider and wallet core as the browser
 * tests; only the host differs (in-page core instead of a Node binding).
 */
import type { Hex } from 'viem'
import { DEV_ACCOUNTS } from './dev-accounts'
import { announceProvider, createPageProvider, ProviderRpcError, TEST_WALLET_INFO, type PageProvider } from './page-provider'
import { serializeRpcError } from './rpc-errors'
import { inPageControls, type InPageApproval, type InPageControls } from './in-page-controls'
import { createWalletCore, type WalletChain, type WalletPersistedState } from './wallet-core'

export interface InPageTestWalletConfig {
  /** Devnet chains, e.g. [{ id: 1, rpcUrl: devnet.urls.rpc[1] }, { id: 8453, rpcUrl: devnet.urls.rpc[8453] }]. */
  chains: WalletChain[]
  chainId?: number
  /** Default: anvil account #0 of the devnet mnemonic. */
  privateKey?: Hex
  /** 'auto' approves every prompt; 'confirm' asks the person with window.confirm; 'scripted' follows mode(). Default 'confirm'. */
  approval?: InPageApproval
  /** Also set window.ethereum (the legacy INJECTED path). Default false. */
  legacyInjected?: boolean
  /** localStorage key of the wallet's own state (authorisation, chain). */
  storageKey?: string
}

export interface InPageTestWallet extends InPageControls {
  provider: PageProvider
  address: Hex
  /** Forget the authorisation and added chains (as uninstalling the wallet would). */
  reset(): void
}

const DEFAULT_STORAGE_KEY = 'portico-test-wallet/state'

function isPersistedState(value: unknown): value is WalletPersistedState {
  const state = value as WalletPersistedState | null
  return typeof state?.authorized === 'boolean' && Number.isSafeInteger(state.chainId) && Array.isArray(state.addedChains)
}

function localStorageStore(key: string) {
  return {
    load(): WalletPersistedState | undefined {
      try {
        const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
        return isPersistedState(parsed) ? parsed : undefined
      } catch {
        return undefined
      }
    },
    save: (state: WalletPersistedState) => localStorage.setItem(key, JSON.stringify(state)),
  }
}

export function installInPageTestWallet(config: InPageTestWalletConfig): InPageTestWallet {
  const storageKey = config.storageKey ?? DEFAULT_STORAGE_KEY
  const host = inPageControls(TEST_WALLET_INFO.name, config.approval ?? 'confirm')
  const privateKey = config.privateKey ?? DEV_ACCOUNTS[0].privateKey
  const core = createWalletCore({
    privateKey,
    // A dev key's address is known: the key is derived at the first signature, not on every page load.
    address: DEV_ACCOUNTS.find((account) => account.privateKey === privateKey)?.address,
    chains: config.chains,
    ...(config.chainId === undefined ? {} : { chainId: config.chainId }),
    storage: localStorageStore(storageKey),
    approve: host.approve,
    // Events fire only after a request, by which time `provider` exists.
    emit: (event, data) => provider.emit(event, data),
  })
  const provider = createPageProvider({
    async request(args) {
      try {
        return await host.record(args, () => core.request(args))
      } catch (error) {
        throw new ProviderRpcError(serializeRpcError(error))
      }
    },
  })
  if (config.legacyInjected) (window as unknown as { ethereum?: unknown }).ethereum = provider
  announceProvider(window, { uuid: crypto.randomUUID(), ...TEST_WALLET_INFO }, provider)
  return {
    ...host.controls,
    provider,
    address: core.address,
    reset: () => localStorage.removeItem(storageKey),
  }
}
