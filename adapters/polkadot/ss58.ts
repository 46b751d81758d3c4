/**
 * SS58, the address format of Polkadot accounts: base58 of a network prefix
 * (one byte below 64, else two), the public key (32 bytes; 33 for a
 * compressed ecdsa key) and the first two bytes of
 * blake2b-512('SS58PRE' ‖ prefix ‖ key).
 *
 * Written out rather than taken from @polkadot/util-crypto: its
 * decodeAddress/encodeAddress reach its blake2, which loads the WebAssembly
 * build of @polkadot/wasm-crypto (about 180 kB gzip) to check whether it is
 * ready. The unit tests hold this codec to util-crypto's answers.
 */
import { blake2b } from '@noble/hashes/blake2'
import { base58 } from '@scure/base'
import { errorIn } from '../../kernel/plugin'
import { POLKADOT_MESSAGES } from './messages'

export interface Ss58Address {
  publicKey: Uint8Array
  /** The network prefix (0 Polkadot, 2 Kusama, 42 generic Substrate). */
  prefix: number
}

const CONTEXT = new TextEncoder().encode('SS58PRE')
const KEY_LENGTHS = [32, 33]
const CHECKSUM_LENGTH = 2
/** Prefixes are 14 bits; 46 and 47 are reserved (SS58 registry). */
const MAX_PREFIX = 16383
const RESERVED_PREFIXES = [46, 47]

function checksum(body: Uint8Array): Uint8Array {
  const input = new Uint8Array(CONTEXT.length + body.length)
  input.set(CONTEXT)
  input.set(body, CONTEXT.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, CHECKSUM_LENGTH)
}

function prefixBytes(prefix: number): number[] {
  if (prefix < 64) return [prefix]
  return [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)]
}

/** The public key and prefix of an SS58 account address; undefined when it is not one (bad base58, length or checksum). */
export function decodeSs58(address: string): Ss58Address | undefined {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return undefined
  }
  const first = bytes[0]
  if (first === undefined || first >= 128) return undefined
  const second = bytes[1] ?? 0
  const prefixLength = first < 64 ? 1 : 2
  const prefix = first < 64 ? first : ((first & 0b11_1111) << 2) | (second >> 6) | ((second & 0b11_1111) << 8)
  const keyLength = bytes.length - prefixLength - CHECKSUM_LENGTH
  if (!KEY_LENGTHS.includes(keyLength) || RESERVED_PREFIXES.includes(prefix)) return undefined
  const body = bytes.subarray(0, bytes.length - CHECKSUM_LENGTH)
  const expected = checksum(body)
  if (expected[0] !== bytes[bytes.length - 2] || expected[1] !== bytes[bytes.length - 1]) return undefined
  return { publicKey: bytes.slice(prefixLength, prefixLength + keyLength), prefix }
}

/** The SS58 address of a public key on a network prefix. */
export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  if (!KEY_LENGTHS.includes(publicKey.length)) throw errorIn(POLKADOT_MESSAGES, 'POLKADOT_INVALID_PUBLIC_KEY', publicKey.length)
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > MAX_PREFIX || RESERVED_PREFIXES.includes(prefix)) {
    throw errorIn(POLKADOT_MESSAGES, 'POLKADOT_INVALID_SS58_PREFIX', prefix)
  }
  const body = new Uint8Array([...prefixBytes(prefix), ...publicKey])
  return base58.encode(new Uint8Array([...body, ...checksum(body)]))
}

/** Whether two public keys are the same account. */
export function sameKey(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
