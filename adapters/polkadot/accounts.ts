/**
 * The accounts an extension shares, checked at the boundary. An entry is
 * ours when its address is an SS58 account address (ss58.ts) and its key type
 * one Polkadot accounts use; an 'ethereum' account (an H160 address) belongs
 * to another namespace and is left out; anything else is malformed.
 *
 * extension-dapp's web3Accounts would re-encode the addresses, but one
 * address that fails to decode makes it drop that extension's whole list
 * (and only log), so an extension with a malformed account would look like
 * one with none: the raw list is read and checked here instead.
 */
import * as z from 'zod/mini'
import { decodeSs58, encodeSs58 } from './ss58'

export interface PolkadotAccount {
  /** The address as the extension wrote it: what it expects back in signRaw. */
  address: string
  publicKey: Uint8Array
}

export interface ReadAccounts {
  accounts: PolkadotAccount[]
  /** Entries that are neither Polkadot accounts nor another namespace's. */
  malformed: number
}

const MAX_ADDRESS_LENGTH = 64
const accountSchema = z.object({
  address: z.string().check(z.maxLength(MAX_ADDRESS_LENGTH)),
  name: z.optional(z.nullable(z.string())),
  genesisHash: z.optional(z.nullable(z.string())),
  type: z.optional(z.enum(['sr25519', 'ed25519', 'ecdsa', 'ethereum'])),
})

type Entry = { kind: 'account'; account: PolkadotAccount } | { kind: 'foreign' } | { kind: 'malformed' }

function readEntry(entry: unknown): Entry {
  try {
    const parsed = accountSchema.safeParse(entry)
    if (!parsed.success) return { kind: 'malformed' }
    if (parsed.data.type === 'ethereum') return { kind: 'foreign' }
    const decoded = decodeSs58(parsed.data.address)
    return decoded ? { kind: 'account', account: { address: parsed.data.address, publicKey: decoded.publicKey } } : { kind: 'malformed' }
  } catch {
    return { kind: 'malformed' } // a getter threw
  }
}

/** The Polkadot accounts of an extension's answer; undefined when the answer is not a list at all. */
export function readAccounts(answer: unknown): ReadAccounts | undefined {
  if (!Array.isArray(answer)) return undefined
  const entries = answer.map(readEntry)
  return {
    accounts: entries.flatMap((entry) => (entry.kind === 'account' ? [entry.account] : [])),
    malformed: entries.filter((entry) => entry.kind === 'malformed').length,
  }
}

/** The account's address as a network writes it (its SS58 prefix, chains.ts). */
export function addressOn(account: PolkadotAccount, prefix: number): string {
  return encodeSs58(account.publicKey, prefix)
}
