/**
 * Deploys EntryPoint 0.8 and SimpleAccountFactory (compiled from source by
 * chain/contracts.ts) on one devnet chain, from the AA deployer's first two
 * nonces: same addresses on both chains and on every run.
 */
import { createWalletClient, getAddress, getContractAddress, http, type Address, type Hash } from 'viem'
import type { CompiledContracts } from '../chain/contracts'
import { chainClients, devnetChain } from '../chain/deploy'
import { receiptOf } from '../chain/receipt'
import { aaDeployer, fundOperator } from './operators'

export interface AccountAbstraction {
  entryPointVersion: '0.8'
  entryPoint: Address
  /** SimpleAccountFactory: createAccount(owner, salt); permissionless' toSimpleSmartAccount takes it as factoryAddress. */
  simpleAccountFactory: Address
}

export async function deployAccountAbstraction(chainId: number, rpcUrl: string, contracts: CompiledContracts): Promise<AccountAbstraction> {
  const { EntryPoint: entryPointContract, SimpleAccountFactory: factoryContract } = contracts
  if (!entryPointContract || !factoryContract) throw new Error('devnet: compiled ERC-4337 contracts missing')
  const { publicClient } = chainClients(chainId, rpcUrl)
  const wallet = createWalletClient({ account: aaDeployer, chain: devnetChain(chainId, rpcUrl), transport: http(rpcUrl) })
  await fundOperator(publicClient, aaDeployer.address)

  const entryPoint = getContractAddress({ from: aaDeployer.address, nonce: 0n })
  // Both sent before either receipt is awaited (explicit nonces): anvil mines them in order.
  const hashes: Hash[] = [
    await wallet.deployContract({ abi: entryPointContract.abi, bytecode: entryPointContract.bytecode, nonce: 0 }),
    await wallet.deployContract({ abi: factoryContract.abi, bytecode: factoryContract.bytecode, args: [entryPoint], nonce: 1 }),
  ]
  const [entryPointReceipt, factoryReceipt] = await Promise.all(hashes.map((hash) => receiptOf(publicClient, hash)))
  for (const receipt of [entryPointReceipt, factoryReceipt]) {
    if (receipt?.status !== 'success' || !receipt.contractAddress) throw new Error(`devnet: ERC-4337 deployment ${receipt?.transactionHash} failed`)
  }
  return {
    entryPointVersion: '0.8',
    entryPoint: getAddress(entryPoint),
    simpleAccountFactory: getAddress(factoryReceipt?.contractAddress as Address),
  }
}
