/**
 * The few parts of Solana's wire format the adapter needs, written out rather
 * than taken from @solana/kit (whose transaction compiler brings ~30 kB gzip,
 * its error catalogue included): the signature count prefix (compact-u16),
 * the SPEC §5 length rule of signed transactions, and the legacy message of a
 * native SOL transfer (one signer, one System Program instruction).
 */
import { base58 } from '@scure/base'
import { PorticoError, errorIn, messageIn } from '../../kernel/plugin'
import { invalidInput, SOLANA_MESSAGES } from './messages'

/** SPEC §5: a signature is 64 bytes; a signed transaction under 100 bytes is refused. */
export const SIGNATURE_BYTES = 64
const MIN_SIGNED_TRANSACTION_BYTES = 100

const SYSTEM_PROGRAM = new Uint8Array(32)
/** SystemInstruction::Transfer, a little-endian u32. */
const TRANSFER_INSTRUCTION = [2, 0, 0, 0]
const MAX_LAMPORTS = 2n ** 64n - 1n

/** compact-u16 ("shortvec"): 7 bits per byte, low bits first, at most 3 bytes. */
export function encodeLength(value: number): number[] {
  const bytes: number[] = []
  let rest = value
  do {
    const low = rest & 0x7f
    rest >>= 7
    bytes.push(rest ? low | 0x80 : low)
  } while (rest)
  return bytes
}

/** The value and byte length of a compact-u16 at the start of `bytes`; undefined when malformed. */
export function decodeLength(bytes: Uint8Array): { value: number; size: number } | undefined {
  let value = 0
  for (let size = 0; size < 3 && size < bytes.length; size++) {
    const byte = bytes[size] as number
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  return undefined
}

/**
 * SPEC §5: a signed transaction is at least 100 bytes and long enough for the
 * signatures it claims (64 bytes each) with its message after them.
 * Returns the first signature (the fee payer's: the transaction id).
 */
export function checkSignedTransaction(bytes: Uint8Array): Uint8Array {
  if (bytes.length < MIN_SIGNED_TRANSACTION_BYTES) throw errorIn(SOLANA_MESSAGES, 'SOLANA_TRANSACTION_TOO_SHORT', bytes.length)
  const count = decodeLength(bytes)
  if (!count || count.value === 0) throw invalidInput('signed transaction', 'no signature count')
  const messageStart = count.size + SIGNATURE_BYTES * count.value
  if (bytes.length <= messageStart) {
    throw new PorticoError('SOLANA_TRANSACTION_TRUNCATED', messageIn(SOLANA_MESSAGES, 'SOLANA_TRANSACTION_TRUNCATED', count.value, bytes.length), {
      details: { signatures: count.value, length: bytes.length },
    })
  }
  return bytes.slice(count.size, count.size + SIGNATURE_BYTES)
}

/** A base58 public key or blockhash as its 32 bytes. */
function key32(value: string, what: string): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    throw invalidInput(what, value)
  }
  if (bytes.length !== 32) throw invalidInput(what, value)
  return bytes
}

function u64le(value: bigint): number[] {
  return Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(8 * index)) & 0xffn))
}

export interface TransferArgs {
  from: string
  to: string
  lamports: bigint
  blockhash: string
}

/** The legacy message of a SOL transfer: `from` pays and signs, the System Program moves `lamports`. */
export function transferMessage({ from, to, lamports, blockhash }: TransferArgs): Uint8Array {
  if (lamports < 0n || lamports > MAX_LAMPORTS) throw invalidInput('amount in lamports', lamports)
  const payer = key32(from, 'Solana address')
  const receiver = key32(to, 'Solana address')
  const self = from === to
  const keys = self ? [payer, SYSTEM_PROGRAM] : [payer, receiver, SYSTEM_PROGRAM]
  const data = [...TRANSFER_INSTRUCTION, ...u64le(lamports)]
  return new Uint8Array([
    // Header: one required signature, no read-only signer, one read-only unsigned key (the program).
    1, 0, 1,
    ...encodeLength(keys.length),
    ...keys.flatMap((key) => [...key]),
    ...key32(blockhash, 'blockhash'),
    ...encodeLength(1),
    keys.length - 1,
    ...encodeLength(2),
    0,
    self ? 0 : 1,
    ...encodeLength(data.length),
    ...data,
  ])
}

/** A transaction around a message, its one signature slot empty for the wallet to fill. */
export function unsignedTransaction(message: Uint8Array): Uint8Array {
  return new Uint8Array([...encodeLength(1), ...new Uint8Array(SIGNATURE_BYTES), ...message])
}
