/**
 * User operations as the bundler RPC receives them (the unpacked JSON form of
 * ERC-4337 v0.7/v0.8) and what the bundler derives from them: the packed form
 * EntryPoint 0.8 takes, the pre-verification gas it charges, the validation
 * data the account returns.
 */
import * as z from 'zod/mini'
import { encodeFunctionData, hexToBigInt, isAddress, size, zeroAddress, type Address, type Hex } from 'viem'
import { entryPoint08Abi, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { BundlerRpcError, RpcCode } from './rpc-errors'

const HexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes'))
const Quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a 0x-prefixed hex quantity'))
const AddressHex = z.string().check(z.refine((value) => isAddress(value, { strict: false }), 'expected an address'))

const RpcUserOperation = z.object({
  sender: AddressHex,
  nonce: Quantity,
  factory: z.optional(AddressHex),
  factoryData: z.optional(HexData),
  callData: HexData,
  callGasLimit: z.optional(Quantity),
  verificationGasLimit: z.optional(Quantity),
  preVerificationGas: z.optional(Quantity),
  maxFeePerGas: z.optional(Quantity),
  maxPriorityFeePerGas: z.optional(Quantity),
  paymaster: z.optional(AddressHex),
  paymasterVerificationGasLimit: z.optional(Quantity),
  paymasterPostOpGasLimit: z.optional(Quantity),
  paymasterData: z.optional(HexData),
  signature: HexData,
})
export type RpcUserOperation = z.infer<typeof RpcUserOperation>

const GAS_FIELDS = ['callGasLimit', 'verificationGasLimit', 'preVerificationGas', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

/** The RPC JSON checked and turned into viem's bigint form; `requireGas` for ops to be bundled. */
export function parseUserOperation(value: unknown, requireGas: boolean): { rpc: RpcUserOperation; op: UserOperation<'0.8'> } {
  if (typeof value === 'object' && value !== null && 'eip7702Auth' in value) {
    throw new BundlerRpcError(RpcCode.InvalidParams, 'EIP-7702 user operations are not supported by the devnet bundler')
  }
  const parsed = z.safeParse(RpcUserOperation, value)
  if (!parsed.success) throw new BundlerRpcError(RpcCode.InvalidParams, `Invalid user operation: ${z.prettifyError(parsed.error)}`)
  const rpc = parsed.data
  const missing = requireGas ? GAS_FIELDS.filter((field) => rpc[field] === undefined) : []
  if (missing.length > 0) throw new BundlerRpcError(RpcCode.InvalidParams, `Invalid user operation: missing ${missing.join(', ')}`)
  if (rpc.factoryData && !rpc.factory) throw new BundlerRpcError(RpcCode.InvalidParams, 'Invalid user operation: factoryData without factory')
  const quantity = (hex: string | undefined) => (hex === undefined ? 0n : hexToBigInt(hex as Hex))
  const op: UserOperation<'0.8'> = {
    sender: rpc.sender as Address,
    nonce: quantity(rpc.nonce),
    factory: rpc.factory as Address | undefined,
    factoryData: rpc.factoryData as Hex | undefined,
    callData: rpc.callData as Hex,
    callGasLimit: quantity(rpc.callGasLimit),
    verificationGasLimit: quantity(rpc.verificationGasLimit),
    preVerificationGas: quantity(rpc.preVerificationGas),
    maxFeePerGas: quantity(rpc.maxFeePerGas),
    maxPriorityFeePerGas: quantity(rpc.maxPriorityFeePerGas),
    paymaster: rpc.paymaster as Address | undefined,
    paymasterVerificationGasLimit: quantity(rpc.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: quantity(rpc.paymasterPostOpGasLimit),
    paymasterData: rpc.paymasterData as Hex | undefined,
    signature: rpc.signature as Hex,
  }
  return { rpc, op }
}

/**
 * What the bundler charges for gas outside the op's own limits: the
 * transaction's base cost and the op's calldata, every byte priced as
 * non-zero so that the estimate (made with a stub signature) still covers
 * the real signature of the same length.
 */
export function requiredPreVerificationGas(op: UserOperation<'0.8'>): bigint {
  const calldata = encodeFunctionData({ abi: entryPoint08Abi, functionName: 'handleOps', args: [[toPackedUserOperation(op)], zeroAddress] })
  return 21_000n + 16n * BigInt(size(calldata)) + 10_000n
}

/** ERC-4337 validation data: an aggregator (0 valid, 1 signature failure) and a validity window in seconds (0 = open). */
export function unpackValidationData(data: bigint): { aggregator: bigint; validUntil: bigint; validAfter: bigint } {
  const mask48 = (1n << 48n) - 1n
  return { aggregator: data & ((1n << 160n) - 1n), validUntil: (data >> 160n) & mask48, validAfter: (data >> 208n) & mask48 }
}
