/**
 * The few parts of Solana's wire format the adapter needs, written out rather
 * than taken from @solana/kit (whose transaction compiler brings ~30 kB gzip,
 * its error catalogue included): the signature count prefix (compact-u16),
 * the SPEC §5 length rule of signed transactions, and a native SOL transfer
 * (one signer, one System Program instruction; message.ts compiles it).
 */
import { PorticoError, errorIn, messageIn } from '../../kernel/plugin'
import { decodeLength, encodeLength, legacyMessage, u64le } from './message'
import { invalidInput, SOLANA_MESSAGES } from './messages'

/** SPEC §5: a signature is 64 bytes; a signed transaction under 100 bytes is refused. */
export const SIGNATURE_BYTES = 64
const MIN_SIGNED_TRANSACTION_BYTES = 100

/** SystemInstruction::Transfer, a little-endian u32. */
const TRANSFER_INSTRUCTION = [2, 0, 0, 0]

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

export interface TransferArgs {
  from: string
  to: string
  lamports: bigint
  blockhash: string
}

/** The System Program's id (32 zero bytes). */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** The legacy message of a SOL transfer: `from` pays and signs, the System Program moves `lamports`. */
export function transferMessage({ from, to, lamports, blockhash }: TransferArgs): Uint8Array {
  const accounts = [
    { address: from, signer: true, writable: true },
    { address: to, signer: false, writable: true },
  ]
  return legacyMessage({ payer: from, blockhash, instructions: [{ program: SYSTEM_PROGRAM, accounts, data: [...TRANSFER_INSTRUCTION, ...u64le(lamports)] }] })
}

/** A transaction around a message, its one signature slot empty for the wallet to fill. */
export function unsignedTransaction(message: Uint8Array): Uint8Array {
  return new Uint8Array([...encodeLength(1), ...new Uint8Array(SIGNATURE_BYTES), ...message])
}
