/**
 * Assertions against the devnet's chains themselves (the anvil node, past the fault proxy): what a test checks
 * after the app says it sent something.
 */
import { createPublicClient, erc20Abi, http, type Address, type Hash, type TransactionReceipt } from 'viem'
import type { Devnet } from '../index'

type Chains = Pick<Devnet, 'chains'>

function clientFor(devnet: Chains, chainId: number) {
  const chain = devnet.chains[chainId]
  if (!chain) throw new Error(`devnet: no chain ${chainId} (it has ${Object.keys(devnet.chains).join(', ')})`)
  return createPublicClient({ transport: http(chain.nodeUrl) })
}

/** The native balance of `address` in wei, or a token's in its base units (`token`: a symbol the devnet deployed, or an address). */
export async function balanceOf(devnet: Chains, { chainId, address, token }: { chainId: number; address: Address; token?: string }): Promise<bigint> {
  const client = clientFor(devnet, chainId)
  if (token === undefined) return client.getBalance({ address })
  const tokens = devnet.chains[chainId]?.tokens as Record<string, Address> | undefined
  const tokenAddress = (token.startsWith('0x') ? token : tokens?.[token]) as Address | undefined
  if (!tokenAddress) throw new Error(`devnet: no token ${token} on chain ${chainId}`)
  return client.readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

/** Waits until the transaction is mined (default up to 30 s) and throws unless it succeeded; returns its receipt. */
export async function transactionMined(devnet: Chains, { chainId, hash, timeoutMs = 30_000 }: { chainId: number; hash: Hash; timeoutMs?: number }): Promise<TransactionReceipt> {
  const receipt = await clientFor(devnet, chainId).waitForTransactionReceipt({ hash, timeout: timeoutMs, pollingInterval: 100 })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} on chain ${chainId} was mined but reverted`)
  return receipt
}
