/**
 * ERC-4337 simulation as bundlers do it for EntryPoint 0.7+: an eth_call to
 * the EntryPoint's address with its code replaced by EntryPointSimulations
 * (never deployed), so validation and execution run against the real chain
 * state and the real SenderCreator. No ERC-7562 opcode tracing: the devnet
 * trusts the accounts it simulates.
 */
import { BaseError, ContractFunctionRevertedError, decodeErrorResult, zeroAddress, type Address, type Hex, type PublicClient, type StateOverride } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { CompiledContract } from '../chain/contracts'
import { BundlerRpcError, RpcCode } from './rpc-errors'
import { unpackValidationData } from './user-operation'

interface ReturnInfo {
  preOpGas: bigint
  prefund: bigint
  accountValidationData: bigint
  paymasterValidationData: bigint
}
interface ExecutionResult {
  preOpGas: bigint
  paid: bigint
}

export interface Simulator {
  /** simulateValidation, then the checks a bundler makes on its result; throws a BundlerRpcError when the op must not be bundled. */
  validate(op: UserOperation<'0.8'>): Promise<ReturnInfo>
  /** simulateHandleOp: validation and execution; `fundSender` gives the sender a balance for this call only (gas estimation). */
  execute(op: UserOperation<'0.8'>, options: { fundSender: boolean }): Promise<ExecutionResult>
}

export function createSimulator(client: PublicClient, entryPoint: Address, simulations: CompiledContract): Simulator {
  const withSimulationCode: StateOverride = [{ address: entryPoint, code: simulations.deployedBytecode }]

  async function simulate<T>(functionName: string, args: unknown[], stateOverride: StateOverride): Promise<T> {
    try {
      const { result } = await client.simulateContract({ address: entryPoint, abi: simulations.abi, functionName, args, stateOverride })
      return result as T
    } catch (error) {
      throw entryPointRejection(error) ?? error
    }
  }

  return {
    async validate(op) {
      const { returnInfo } = await simulate<{ returnInfo: ReturnInfo }>('simulateValidation', [toPackedUserOperation(op)], withSimulationCode)
      checkValidationData(returnInfo.accountValidationData, 'account')
      checkValidationData(returnInfo.paymasterValidationData, 'paymaster')
      return returnInfo
    },
    execute(op, { fundSender }) {
      const override: StateOverride = fundSender ? [...withSimulationCode, { address: op.sender, balance: 10n ** 24n }] : withSimulationCode
      return simulate<ExecutionResult>('simulateHandleOp', [toPackedUserOperation(op), zeroAddress, '0x'], override)
    },
  }
}

function checkValidationData(data: bigint, who: 'account' | 'paymaster'): void {
  const { aggregator, validAfter, validUntil } = unpackValidationData(data)
  if (aggregator === 1n) {
    throw who === 'account'
      ? new BundlerRpcError(RpcCode.InvalidSignature, 'Invalid UserOperation signature (AA24 signature error)')
      : new BundlerRpcError(RpcCode.RejectedByPaymaster, 'Invalid paymaster signature (AA34 signature error)')
  }
  if (aggregator !== 0n) throw new BundlerRpcError(RpcCode.UnsupportedAggregator, 'Signature aggregators are not supported by the devnet bundler')
  const now = BigInt(Math.floor(Date.now() / 1000))
  if (validAfter > now) throw new BundlerRpcError(RpcCode.OutOfTimeRange, `The ${who} is not valid before ${validAfter} (AA22 not due)`)
  // A few seconds of slack: the op must still be valid when the bundle is mined.
  if (validUntil !== 0n && validUntil < now + 5n) throw new BundlerRpcError(RpcCode.OutOfTimeRange, `The ${who} validity expired at ${validUntil} (AA22 expired)`)
}

/** FailedOp / FailedOpWithRevert from the EntryPoint as a JSON-RPC error with its AAxx reason; undefined for other failures. */
export function entryPointRejection(error: unknown): BundlerRpcError | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError) || !reverted.data) return undefined
  const { errorName, args = [] } = reverted.data
  if (errorName !== 'FailedOp' && errorName !== 'FailedOpWithRevert') return undefined
  const reason = String(args[1])
  const inner = errorName === 'FailedOpWithRevert' ? (args[2] as Hex) : undefined
  const message = inner ? `${reason}: ${innerRevertText(inner)}` : reason
  const code = reason.startsWith('AA3') ? RpcCode.RejectedByPaymaster : RpcCode.RejectedByEntryPoint
  return new BundlerRpcError(code, message, inner && { revertData: inner })
}

/** Error(string) and Panic(uint256) decode; anything else is shown as raw revert data. */
function innerRevertText(data: Hex): string {
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data })
    return `${errorName}(${(args ?? []).map(String).join(', ')})`
  } catch {
    return `revert data ${data}`
  }
}
