/**
 * A wallet's Bitcoin addresses, checked at the boundary. sats-connect wallets
 * answer a list of addresses, each with its purpose: 'payment' (the account's
 * address, SPEC §6 default bip122 account type) and 'ordinals' (for
 * inscriptions, a taproot address); `getAccounts` answers the list itself,
 * `getAddresses` and `wallet_getAccount` an object holding it as `addresses`.
 * The addresses also say which chain the wallet is on: the session lands on
 * the configured network of that chain, or stops with a clear error.
 */
import * as z from 'zod/mini'
import { errorIn, type AccountEntry, type Network } from '../../kernel/plugin'
import { fitsNetwork, kindOfAddress } from './chains'
import { BIP122_MESSAGES, invalidWalletResponse } from './messages'

export interface WalletAddress {
  address: string
  /** Hex public key as the wallet gives it (x-only for taproot). */
  publicKey?: string
  purpose: 'payment' | 'ordinals'
}

export interface WalletAccounts {
  payment: WalletAddress
  ordinals?: WalletAddress
  /** The network the addresses belong to. */
  network: Network
}

const addressEntry = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(100)),
  publicKey: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]{64,66}$/))),
  purpose: z.string(),
})

/** The address list in an answer: the answer itself (getAccounts) or its `addresses` (the others). */
function listOf(answer: unknown): unknown {
  return Array.isArray(answer) ? answer : typeof answer === 'object' && answer !== null ? (answer as { addresses?: unknown }).addresses : undefined
}

/** The first address of a purpose; every address of a purpose we use must be a Bitcoin address. */
function addressOf(entries: z.infer<typeof addressEntry>[], purpose: WalletAddress['purpose'], method: string, answer: unknown): WalletAddress | undefined {
  const found = entries.filter((entry) => entry.purpose === purpose)
  if (found.some((entry) => !kindOfAddress(entry.address))) throw invalidWalletResponse(method, answer)
  const first = found[0]
  return first && { address: first.address, purpose, ...(first.publicKey ? { publicKey: first.publicKey } : {}) }
}

/**
 * The payment and ordinals addresses of a wallet answer to `method`, on the network they belong to:
 * `preferred` when they fit it, else the first of `networks` they fit.
 */
export function walletAccounts(answer: unknown, method: string, networks: readonly Network[], preferred?: Network): WalletAccounts {
  const parsed = z.array(addressEntry).safeParse(listOf(answer))
  if (!parsed.success) throw invalidWalletResponse(method, answer)
  const payment = addressOf(parsed.data, 'payment', method, answer)
  if (!payment) throw errorIn(BIP122_MESSAGES, 'BIP122_NO_PAYMENT_ADDRESS', method)
  const ordinals = addressOf(parsed.data, 'ordinals', method, answer)
  const candidates = preferred ? [preferred, ...networks] : networks
  const network = candidates.find((candidate) => fitsNetwork(payment.address, candidate))
  if (!network) throw errorIn(BIP122_MESSAGES, 'BIP122_WALLET_ON_OTHER_NETWORK', payment.address, networks.map((n) => n.name).join(' or '))
  // One wallet account lives on one chain: an ordinals address of another chain is a broken answer.
  if (ordinals && !fitsNetwork(ordinals.address, network)) throw invalidWalletResponse(method, answer)
  return { payment, ...(ordinals ? { ordinals } : {}), network }
}

/** The SPEC §3 allAccounts of a session: the payment address first (the default type, SPEC §6). */
export function accountEntries({ payment, ordinals }: WalletAccounts): AccountEntry[] {
  return [{ address: payment.address, type: 'payment' }, ...(ordinals ? [{ address: ordinals.address, type: 'ordinal' as const }] : [])]
}

/** The session's addresses, for checking an address the app names. */
export function addressesOf({ payment, ordinals }: WalletAccounts): string[] {
  return ordinals ? [payment.address, ordinals.address] : [payment.address]
}
