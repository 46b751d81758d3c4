/**
 * The fee of a message, as the runtime charges it: 5000 lamports per
 * signature plus the priority fee (compute-unit price × limit, rounded up).
 * Without a SetComputeUnitLimit the limit is 3000 units per builtin
 * instruction and 200 000 per program instruction (agave's defaults).
 * Precompile signatures (ed25519, secp256k1) are not counted.
 */
import { address, type Address } from '@solana/kit'
import type { CompiledMessage } from './wire'

const LAMPORTS_PER_SIGNATURE = 5000n
const COMPUTE_BUDGET_PROGRAM = address('ComputeBudget111111111111111111111111111111')
const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n
const BUILTIN_INSTRUCTION_UNITS = 3_000n
const PROGRAM_INSTRUCTION_UNITS = 200_000n

const BUILTIN_PROGRAMS: ReadonlySet<Address> = new Set(
  [
    '11111111111111111111111111111111',
    COMPUTE_BUDGET_PROGRAM,
    'AddressLookupTab1e1111111111111111111111111',
    'Vote111111111111111111111111111111111111111',
    'BPFLoader1111111111111111111111111111111111',
    'BPFLoader2111111111111111111111111111111111',
    'BPFLoaderUpgradeab1e11111111111111111111111',
    'LoaderV411111111111111111111111111111111111',
  ].map((key) => address(key)),
)

/** The compute units a message may use and the price it offers per unit (micro-lamports). */
export function computeBudgetOf(message: CompiledMessage): { units: bigint; microLamportsPerUnit: bigint } {
  let unitLimit: bigint | undefined
  let microLamportsPerUnit = 0n
  let defaultLimit = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex] as Address
    defaultLimit += BUILTIN_PROGRAMS.has(program) ? BUILTIN_INSTRUCTION_UNITS : PROGRAM_INSTRUCTION_UNITS
    const data = instruction.data
    if (program !== COMPUTE_BUDGET_PROGRAM || !data) continue
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true)
  }
  const limit = unitLimit ?? defaultLimit
  return { units: limit < MAX_COMPUTE_UNIT_LIMIT ? limit : MAX_COMPUTE_UNIT_LIMIT, microLamportsPerUnit }
}

export function feeForMessage(message: CompiledMessage): bigint {
  const { units, microLamportsPerUnit } = computeBudgetOf(message)
  const priority = (microLamportsPerUnit * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts) + priority
}
