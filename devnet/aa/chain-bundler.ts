/**
 * The bundler of one devnet chain: the ERC-4337 eth_* methods over its
 * EntryPoint 0.8. Each accepted user operation is validated by simulation and
 * then really bundled: handleOps sent from the bundler key and mined, one
 * bundle at a time, before eth_sendUserOperation answers.
 */
import { createWalletClient, getAddress, http, isAddress, isAddressEqual, parseEventLogs, toHex, type Hex, type RpcLog, type RpcTransactionReceipt } from 'viem'
import { entryPoint08Abi, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { CompiledContract } from '../chain/contracts'
import { chainClients, devnetChain } from '../chain/deploy'
import { receiptOf } from '../chain/receipt'
import type { AccountAbstraction } from './deploy'
import { bundlerOperator } from './operators'
import { BundlerRpcError, RpcCode } from './rpc-errors'
import { createSimulator, entryPointRejection } from './simulation'
import { parseUserOperation, requiredPreVerificationGas, type RpcUserOperation } from './user-operation'

export interface BundlerChain {
  chainId: number
  rpcUrl: string
  aa: AccountAbstraction
}

export type RpcMethod = (params: unknown[]) => Promise<unknown>

interface BundledOperation {
  userOperation: RpcUserOperation
  transactionHash: Hex
  blockHash: Hex
  blockNumber: Hex
  receipt: Record<string, unknown>
}

/** Gas limits used while measuring: high enough for any devnet op, cheap at a 1 wei fee. */
const PROBE_GAS = 5_000_000n
/** postOp gas offered to paymasters (the devnet deploys none; their ops still get a number). */
const PAYMASTER_POST_OP_GAS = 100_000n

export function createChainBundler(chain: BundlerChain, simulations: CompiledContract): Record<string, RpcMethod> {
  const { entryPoint } = chain.aa
  const { publicClient } = chainClients(chain.chainId, chain.rpcUrl)
  const wallet = createWalletClient({ account: bundlerOperator, chain: devnetChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) })
  const simulator = createSimulator(publicClient, entryPoint, simulations)
  const bundled = new Map<string, BundledOperation>()
  // One bundle at a time: the bundler key's nonces and the ops' nonces stay in order.
  let queue: Promise<unknown> = Promise.resolve()
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => {})
    return run
  }

  function expectEntryPoint(value: unknown): void {
    if (typeof value !== 'string' || !isAddress(value, { strict: false }) || !isAddressEqual(value, entryPoint)) {
      throw new BundlerRpcError(RpcCode.InvalidParams, `Unsupported EntryPoint ${String(value)}; this bundler serves ${entryPoint} (v0.8)`)
    }
  }
  function expectHash(value: unknown): string {
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value)) throw new BundlerRpcError(RpcCode.InvalidParams, 'Expected a 32-byte user operation hash')
    return value.toLowerCase()
  }

  async function estimate(op: UserOperation<'0.8'>) {
    const probe: UserOperation<'0.8'> = {
      ...op,
      callGasLimit: PROBE_GAS,
      verificationGasLimit: PROBE_GAS,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      ...(op.paymaster && { paymasterVerificationGasLimit: PROBE_GAS, paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS }),
    }
    probe.preVerificationGas = requiredPreVerificationGas(probe)
    // At a 1 wei gas price `paid` is gas: preOpGas + execution + 10 % of the unused callGasLimit (EntryPoint's penalty).
    const { preOpGas, paid } = await simulator.execute(probe, { fundSender: !op.paymaster })
    const validation = preOpGas - probe.preVerificationGas
    const execution = (10n * (paid - preOpGas) - PROBE_GAS) / 9n
    if (execution > PROBE_GAS - 40_000n) throw new BundlerRpcError(RpcCode.RejectedByEntryPoint, `The call needs more than ${PROBE_GAS} gas`)
    const verificationGasLimit = validation + validation / 4n + 10_000n
    return {
      preVerificationGas: toHex(probe.preVerificationGas),
      verificationGasLimit: toHex(verificationGasLimit),
      callGasLimit: toHex(execution + execution / 10n + 10_000n),
      ...(op.paymaster && { paymasterVerificationGasLimit: toHex(verificationGasLimit), paymasterPostOpGasLimit: toHex(PAYMASTER_POST_OP_GAS) }),
    }
  }

  async function send(rpc: RpcUserOperation, op: UserOperation<'0.8'>): Promise<Hex> {
    const minimum = requiredPreVerificationGas(op)
    if (op.preVerificationGas < minimum) throw new BundlerRpcError(RpcCode.InvalidParams, `preVerificationGas ${op.preVerificationGas} is below the ${minimum} this bundler charges`)
    const { baseFeePerGas } = await publicClient.getBlock()
    if (baseFeePerGas !== null && op.maxFeePerGas < baseFeePerGas) throw new BundlerRpcError(RpcCode.InvalidParams, `maxFeePerGas ${op.maxFeePerGas} is below the base fee ${baseFeePerGas}`)

    await simulator.validate(op)
    const packed = toPackedUserOperation(op)
    const userOpHash = await publicClient.readContract({ address: entryPoint, abi: entryPoint08Abi, functionName: 'getUserOpHash', args: [packed] })
    const handleOps = { address: entryPoint, abi: entryPoint08Abi, functionName: 'handleOps', args: [[packed], bundlerOperator.address] } as const
    // A bundle that would revert is never sent: the estimate runs it first.
    const gas = await publicClient.estimateContractGas({ ...handleOps, account: bundlerOperator }).catch((error: unknown) => {
      throw entryPointRejection(error) ?? error
    })
    const transactionHash = await wallet.writeContract({ ...handleOps, gas: gas + gas / 5n })
    const receipt = await receiptOf(publicClient, transactionHash)
    if (receipt.status !== 'success') throw new BundlerRpcError(RpcCode.Internal, `The bundle ${transactionHash} reverted`)
    const rawReceipt = await publicClient.request({ method: 'eth_getTransactionReceipt', params: [transactionHash] })
    if (!rawReceipt) throw new BundlerRpcError(RpcCode.Internal, `The bundle ${transactionHash} has no receipt`)
    bundled.set(userOpHash.toLowerCase(), {
      userOperation: rpc,
      transactionHash,
      blockHash: receipt.blockHash,
      blockNumber: toHex(receipt.blockNumber),
      receipt: operationReceipt(userOpHash, rawReceipt),
    })
    return userOpHash
  }

  function operationReceipt(userOpHash: Hex, raw: RpcTransactionReceipt): Record<string, unknown> {
    const events = parseEventLogs({ abi: entryPoint08Abi, logs: raw.logs as never, eventName: ['BeforeExecution', 'UserOperationEvent', 'UserOperationRevertReason'] })
    const opEvent = events.find((event) => event.eventName === 'UserOperationEvent' && event.args.userOpHash === userOpHash)
    if (opEvent?.eventName !== 'UserOperationEvent') throw new BundlerRpcError(RpcCode.Internal, `The bundle ${raw.transactionHash} has no UserOperationEvent for ${userOpHash}`)
    const revert = events.find((event) => event.eventName === 'UserOperationRevertReason' && event.args.userOpHash === userOpHash)
    const start = events.find((event) => event.eventName === 'BeforeExecution')?.logIndex ?? -1
    // The op's own logs: what its execution emitted, between BeforeExecution and its UserOperationEvent.
    const logs = raw.logs.filter((log: RpcLog) => {
      const index = Number(log.logIndex)
      return index > start && index < opEvent.logIndex && index !== revert?.logIndex
    })
    const { sender, paymaster, nonce, success, actualGasCost, actualGasUsed } = opEvent.args
    return {
      userOpHash,
      entryPoint,
      sender: getAddress(sender),
      nonce: toHex(nonce),
      paymaster: getAddress(paymaster),
      actualGasCost: toHex(actualGasCost),
      actualGasUsed: toHex(actualGasUsed),
      success,
      ...(revert?.eventName === 'UserOperationRevertReason' && { reason: revert.args.revertReason }),
      logs,
      receipt: raw,
    }
  }

  return {
    eth_chainId: async () => toHex(chain.chainId),
    eth_supportedEntryPoints: async () => [entryPoint],
    eth_estimateUserOperationGas: async ([userOperation, entryPointParam, stateOverride]) => {
      expectEntryPoint(entryPointParam)
      if (stateOverride !== undefined) throw new BundlerRpcError(RpcCode.InvalidParams, 'State overrides are not supported by the devnet bundler')
      return estimate(parseUserOperation(userOperation, false).op)
    },
    eth_sendUserOperation: async ([userOperation, entryPointParam]) => {
      expectEntryPoint(entryPointParam)
      const { rpc, op } = parseUserOperation(userOperation, true)
      return serially(() => send(rpc, op))
    },
    eth_getUserOperationReceipt: async ([hash]) => bundled.get(expectHash(hash))?.receipt ?? null,
    eth_getUserOperationByHash: async ([hash]) => {
      const found = bundled.get(expectHash(hash))
      return found ? { userOperation: found.userOperation, entryPoint, transactionHash: found.transactionHash, blockHash: found.blockHash, blockNumber: found.blockNumber } : null
    },
  }
}
