/**
 * The Wallet Standard wallets this adapter accepts, checked at the boundary:
 * a name, a data: image icon, a Solana chain, and the features it drives
 * (standard:connect, solana:signMessage, solana:signTransaction,
 * solana:signAndSendTransaction). Wallets are other people's code in the page:
 * anything malformed, even a getter that throws, means "not a wallet here".
 */
import * as z from 'zod/mini'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  Wallet,
  WalletAccount,
} from '@wallet-standard/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { safeImageUrl, type Connector } from '../../kernel/plugin'
import { isSolanaAddress } from './address'

export const CONNECT = 'standard:connect'
export const DISCONNECT = 'standard:disconnect'
export const EVENTS = 'standard:events'
export const SIGN_MESSAGE = 'solana:signMessage'
export const SIGN_TRANSACTION = 'solana:signTransaction'
export const SIGN_AND_SEND = 'solana:signAndSendTransaction'

/** The features a wallet must offer, with the method each one holds. */
const REQUIRED_FEATURES = [
  [CONNECT, 'connect'],
  [SIGN_MESSAGE, 'signMessage'],
  [SIGN_TRANSACTION, 'signTransaction'],
  [SIGN_AND_SEND, 'signAndSendTransaction'],
] as const
const OPTIONAL_FEATURES = [
  [DISCONNECT, 'disconnect'],
  [EVENTS, 'on'],
] as const

type Features = StandardConnectFeature &
  Partial<StandardDisconnectFeature & StandardEventsFeature> &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** A wallet that passed the checks, with its features typed. */
export interface SolanaWallet {
  connector: Connector
  /** The wallet's chains (e.g. 'solana:mainnet', or a CAIP-2 id). */
  chains(): readonly string[]
  /** The wallet's own object: its `accounts` are read live. */
  wallet: Wallet
  features: Features
}

/** Icons are shown in the modal: a data: image only (SPEC §3 imageUrl), never a URL the page would fetch. */
const MAX_ICON_LENGTH = 256 * 1024
const iconSchema = z.string().check(
  z.maxLength(MAX_ICON_LENGTH),
  z.refine((icon) => icon.startsWith('data:image/') && safeImageUrl(icon) === icon),
)
const methodHolder = (method: string) => z.custom<object>((value) => typeof (value as Record<string, unknown> | null)?.[method] === 'function')

const walletSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: iconSchema,
  chains: z.array(z.string()).check(z.refine((chains) => chains.some((chain) => chain.startsWith('solana:')))),
  features: z.object({
    ...Object.fromEntries(REQUIRED_FEATURES.map(([feature, method]) => [feature, methodHolder(method)])),
    ...Object.fromEntries(OPTIONAL_FEATURES.map(([feature, method]) => [feature, z.optional(methodHolder(method))])),
  }),
})

/** A Solana account of the wallet: a base58 address (SPEC §5) and its 32-byte public key. */
const accountSchema = z.object({
  address: z.string().check(z.refine(isSolanaAddress)),
  publicKey: z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length === 32),
})

/** The wallet's accounts that are Solana accounts (a multi-chain wallet lists others too). */
export function solanaAccounts(accounts: unknown): WalletAccount[] {
  if (!Array.isArray(accounts)) return []
  return accounts.filter((account): account is WalletAccount => accountSchema.safeParse(account).success)
}

function solanaConnector(name: string, icon: string): Connector {
  return { id: name, name, type: 'ANNOUNCED', chain: 'solana', imageUrl: icon }
}

/** The wallet as this adapter drives it, or undefined when it is not a usable Solana wallet. */
export function checkWallet(candidate: unknown): SolanaWallet | undefined {
  try {
    const parsed = walletSchema.safeParse(candidate)
    if (!parsed.success) return undefined
    const wallet = candidate as Wallet
    return {
      connector: solanaConnector(parsed.data.name, parsed.data.icon),
      chains: () => {
        try {
          return Array.isArray(wallet.chains) ? wallet.chains.filter((chain) => typeof chain === 'string') : []
        } catch {
          return []
        }
      },
      wallet,
      features: wallet.features as unknown as Features,
    }
  } catch {
    return undefined // a getter threw: a broken wallet is not listed
  }
}
