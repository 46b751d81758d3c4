/**
 * Program-derived addresses (the associated token account of an owner and a mint), derived as the runtime
 * does: SHA-256 of the seeds, a bump byte, the program id and "ProgramDerivedAddress", from bump 255 down,
 * taking the first hash that is not an ed25519 point (so no private key can sign for it). SHA-256 comes from
 * WebCrypto; the curve test is RFC 8032's point decoding reduced to "does x² have a square root", a few
 * lines of bigint arithmetic where a curve library would cost the adapter ~10 kB gzip.
 */
import { base58 } from '@scure/base'
import { errorIn } from '../../kernel/plugin'
import { key32 } from './message'
import { SOLANA_MESSAGES } from './messages'

const P = 2n ** 255n - 19n
const D = mod(-121665n * inverse(121666n))

function mod(value: bigint): bigint {
  const rest = value % P
  return rest < 0n ? rest + P : rest
}

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let square = mod(base)
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = mod(result * square)
    square = mod(square * square)
  }
  return result
}

function inverse(value: bigint): bigint {
  return power(value, P - 2n)
}

/** Whether 32 bytes decode to a point of edwards25519 (y little-endian, the top bit is x's sign). */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n
  for (let index = 31; index >= 0; index--) y = (y << 8n) | BigInt(bytes[index] as number)
  y = mod(y & ((1n << 255n) - 1n))
  const ySquared = mod(y * y)
  // x² = (y² − 1) / (d·y² + 1); the bytes are a point when that has a square root (0 included).
  const xSquared = mod((ySquared - 1n) * inverse(mod(D * ySquared + 1n)))
  return xSquared === 0n || power(xSquared, (P - 1n) / 2n) === 1n
}

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress')

/** The program address of `seeds` under `program` (both base58 keys) with the highest bump that is off the curve. */
export async function findProgramAddress(seeds: readonly string[], program: string): Promise<string> {
  const prefix = seeds.flatMap((seed) => [...key32(seed, 'Solana address')])
  const programBytes = [...key32(program, 'Solana program id')]
  for (let bump = 255; bump >= 0; bump--) {
    const preimage = new Uint8Array([...prefix, bump, ...programBytes, ...PDA_MARKER])
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', preimage))
    if (!isOnCurve(hash)) return base58.encode(hash)
  }
  // Unreachable in practice: each bump is off the curve with probability ½.
  throw errorIn(SOLANA_MESSAGES, 'SOLANA_NO_PROGRAM_ADDRESS')
}
