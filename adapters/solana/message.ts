/**
 * A legacy Solana message from instructions (the wire format the runtime
 * reads): every account once, ordered signer-writable, signer-read-only,
 * writable, read-only, with the fee payer first; instructions refer to them
 * by index. Written out for the same reason as transaction.ts: @solana/kit's
 * compiler costs ~30 kB gzip.
 */
import { base58 } from '@scure/base'
import { invalidInput } from './messages'

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

export interface AccountMeta {
  address: string
  signer: boolean
  writable: boolean
}

export interface Instruction {
  program: string
  accounts: AccountMeta[]
  data: readonly number[]
}

/** A base58 public key or blockhash as its 32 bytes. */
export function key32(value: string, what: string): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    throw invalidInput(what, value)
  }
  if (bytes.length !== 32) throw invalidInput(what, value)
  return bytes
}

const MAX_U64 = 2n ** 64n - 1n

/** An amount as the programs read it; out of range is refused, never wrapped. */
export function u64le(value: bigint): number[] {
  if (value < 0n || value > MAX_U64) throw invalidInput('amount', value)
  return Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(8 * index)) & 0xffn))
}

/** Each account once, with the strongest role any instruction gives it; programs are read-only. */
function mergedAccounts(payer: string, instructions: readonly Instruction[]): AccountMeta[] {
  const merged = new Map<string, AccountMeta>([[payer, { address: payer, signer: true, writable: true }]])
  const add = ({ address, signer, writable }: AccountMeta) => {
    const known = merged.get(address)
    merged.set(address, { address, signer: signer || (known?.signer ?? false), writable: writable || (known?.writable ?? false) })
  }
  for (const instruction of instructions) {
    instruction.accounts.forEach(add)
    add({ address: instruction.program, signer: false, writable: false })
  }
  const rank = (meta: AccountMeta) => (meta.signer ? 0 : 2) + (meta.writable ? 0 : 1)
  // The payer stays first: a stable sort by role keeps insertion order within a role.
  return [...merged.values()].sort((a, b) => rank(a) - rank(b))
}

export function legacyMessage({ payer, instructions, blockhash }: { payer: string; instructions: readonly Instruction[]; blockhash: string }): Uint8Array {
  const accounts = mergedAccounts(payer, instructions)
  const indexOf = new Map(accounts.map((meta, index) => [meta.address, index]))
  const count = (test: (meta: AccountMeta) => boolean) => accounts.filter(test).length
  const header = [count((meta) => meta.signer), count((meta) => meta.signer && !meta.writable), count((meta) => !meta.signer && !meta.writable)]
  const compiled = instructions.flatMap((instruction) => [
    indexOf.get(instruction.program) as number,
    ...encodeLength(instruction.accounts.length),
    ...instruction.accounts.map((meta) => indexOf.get(meta.address) as number),
    ...encodeLength(instruction.data.length),
    ...instruction.data,
  ])
  return new Uint8Array([
    ...header,
    ...encodeLength(accounts.length),
    ...accounts.flatMap((meta) => [...key32(meta.address, 'Solana address')]),
    ...key32(blockhash, 'blockhash'),
    ...encodeLength(instructions.length),
    ...compiled,
  ])
}
