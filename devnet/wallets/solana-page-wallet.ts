/**
 * The page side of the Solana test wallet, shared by both hosts: a Wallet
 * Standard wallet ('Portico Solana Wallet') registered with
 * `registerWallet`. It holds no key; each feature call goes to a backend (a
 * Playwright binding in tests, the in-page core in the demo) as JSON with
 * bytes in base64, and the backend pushes authorisation changes through `emit`.
 */
import { base58, base64 } from '@scure/base'
import { registerWallet, type Wallet, type WalletAccount } from '@wallet-standard/core'

export interface SolanaWalletBackend {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export const SOLANA_TEST_WALLET_NAME = 'Portico Solana Wallet'
/** Names on `window` shared by the Node side of the browser tests and the injected page script. */
export const SOLANA_BINDING_NAME = '__porticoSolanaWalletRequest'
export const SOLANA_PAGE_GLOBAL = '__porticoSolanaWallet'
const ICON = `data:image/svg+xml;base64,${base64.encode(
  new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#14a37f"/><path d="M9 11h14l-3 3H6zm3 7h14l-3 3H9z" fill="#fff"/></svg>',
  ),
)}` as Wallet['icon']

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

export interface SolanaPageWalletConfig {
  address: string
  /** Wallet Standard chains it serves, e.g. ['solana:localnet', 'solana:<genesis prefix>']. */
  chains: `${string}:${string}`[]
}

export interface SolanaPageWallet {
  wallet: Wallet
  /** Deliver an authorisation change from the backend (accounts it now sees). */
  emit(change: { accounts: string[] }): void
}

type Listener = (change: { accounts?: readonly WalletAccount[] }) => void

export function createSolanaPageWallet(backend: SolanaWalletBackend, config: SolanaPageWalletConfig): SolanaPageWallet {
  const account: WalletAccount = Object.freeze({
    address: config.address,
    publicKey: base58.decode(config.address),
    chains: config.chains,
    features: FEATURES,
  })
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<Listener>()
  const setAccounts = (next: readonly WalletAccount[]) => {
    accounts = next
    listeners.forEach((listener) => listener({ accounts }))
  }
  const call = (method: string, params?: unknown) => backend.request(params === undefined ? { method } : { method, params })

  const wallet: Wallet = {
    version: '1.0.0',
    name: SOLANA_TEST_WALLET_NAME,
    icon: ICON,
    chains: config.chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const answer = (await call('connect', { silent: input?.silent ?? false })) as { accounts: string[] }
          accounts = answer.accounts.includes(config.address) ? [account] : []
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await call('disconnect')
          accounts = []
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: Listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: Array<{ message: Uint8Array }>) {
          return Promise.all(
            inputs.map(async ({ message }) => {
              const { signature } = (await call('signMessage', { message: base64.encode(message) })) as { signature: string }
              return { signedMessage: message, signature: base64.decode(signature) }
            }),
          )
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: Array<{ transaction: Uint8Array }>) {
          const { signedTransactions } = (await call('signTransaction', { transactions: inputs.map(({ transaction }) => base64.encode(transaction)) })) as {
            signedTransactions: string[]
          }
          return signedTransactions.map((signed) => ({ signedTransaction: base64.decode(signed) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: Array<{ transaction: Uint8Array; chain: string; options?: unknown }>) {
          return Promise.all(
            inputs.map(async ({ transaction, chain, options }) => {
              const { signature } = (await call('signAndSendTransaction', { transaction: base64.encode(transaction), chain, options })) as { signature: string }
              return { signature: base64.decode(signature) }
            }),
          )
        },
      },
    },
  }
  registerWallet(wallet)
  return { wallet, emit: ({ accounts: next }) => setAccounts(next.includes(config.address) ? [account] : []) }
}
