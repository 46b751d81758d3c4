/**
 * SPEC §5's rule for signed transactions, checked on every transaction an app passes in and every one a
 * wallet answers: at least 100 bytes, and long enough for the signatures it claims. Written out rather than
 * taken from @solana/kit: it reads one compact-u16, the kit has no such rule (its decoder would need its own
 * errors mapped to these), and signing must not load the kit's chunk (compiler.ts), which only building does.
 */
import { PorticoError, errorIn, messageIn } from '../../kernel/plugin'
import { invalidInput, SOLANA_MESSAGES } from './messages'

/** SPEC §5: a signature is 64 bytes; a signed transaction under 100 bytes is refused. */
export const SIGNATURE_BYTES = 64
const MIN_SIGNED_TRANSACTION_BYTES = 100

/** The value and byte length of a compact-u16 ("shortvec": 7 bits a byte, low first, at most 3 bytes) at the start of `bytes`; undefined when malformed. */
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
