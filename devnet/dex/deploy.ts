/**
 * Deploys Uniswap V2 (WETH9, the factory, Router02) on one devnet chain and
 * seeds the POOLS with liquidity from the deployer account, never from dev
 * account #0, whose balances tests check. Runs after the token seeding, in a
 * fixed order from one account, so the addresses are the same on every run
 * and on both chains.
 */
import { erc20Abi, getAddress, maxUint256, zeroAddress, type Address, type Hash, type PublicClient, type WalletClient } from 'viem'
import type { DeployedAssets } from '../chain/assets'
import { receiptOf } from '../chain/receipt'
import { factoryAbi, routerAbi, wethAbi } from './abi'
import { loadDexArtifacts } from './artifacts'
import { amountForUsd, POOLS, poolToken, type PoolName } from './pools'

export interface DexDeployment {
  router: Address
  factory: Address
  /** The wrapped native token (WETH9) the pools hold instead of ETH. */
  weth: Address
  pairs: Record<PoolName, Address>
}

export interface DeployDexOptions {
  publicClient: PublicClient
  walletClient: WalletClient
  /** Pays for the pools: it holds the token supply. */
  deployer: Address
  tokens: DeployedAssets['tokens']
}

export async function deployDex({ publicClient, walletClient, deployer, tokens }: DeployDexOptions): Promise<DexDeployment> {
  const artifacts = loadDexArtifacts()
  const chain = walletClient.chain
  const account = deployer
  const mined = async (send: () => Promise<Hash>) => {
    const receipt = await receiptOf(publicClient, await send())
    if (receipt.status !== 'success') throw new Error(`devnet dex transaction ${receipt.transactionHash} reverted`)
    return receipt
  }
  const deployed = async (send: () => Promise<Hash>) => getAddress((await mined(send)).contractAddress as Address)

  const weth = await deployed(() => walletClient.deployContract({ abi: wethAbi, bytecode: artifacts.weth, account, chain }))
  const factory = await deployed(() => walletClient.deployContract({ abi: factoryAbi, bytecode: artifacts.factory, args: [deployer], account, chain }))
  const router = await deployed(() => walletClient.deployContract({ abi: routerAbi, bytecode: artifacts.router, args: [factory, weth], account, chain }))

  for (const token of Object.values(tokens)) {
    await mined(() => walletClient.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256], account, chain }))
  }
  // Seeding is not time-sensitive: no deadline.
  const deadline = maxUint256
  for (const { assets, usdPerSide } of POOLS) {
    const [a, b] = assets
    const [amountA, amountB] = [amountForUsd(a, usdPerSide), amountForUsd(b, usdPerSide)]
    // Exact amounts as minimums: a pool seeded at any other ratio is a bug.
    await mined(() =>
      a === 'ETH'
        ? walletClient.writeContract({ address: router, abi: routerAbi, functionName: 'addLiquidityETH', args: [tokens[b], amountB, amountB, amountA, deployer, deadline], value: amountA, account, chain })
        : walletClient.writeContract({ address: router, abi: routerAbi, functionName: 'addLiquidity', args: [tokens[a], tokens[b], amountA, amountB, amountA, amountB, deployer, deadline], account, chain }),
    )
  }

  const pairs = {} as Record<PoolName, Address>
  for (const { name, assets } of POOLS) {
    const [a, b] = assets.map((asset) => poolToken(asset, tokens, weth)) as [Address, Address]
    const pair = await publicClient.readContract({ address: factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] })
    if (pair === zeroAddress) throw new Error(`devnet dex: pool ${name} was not created`)
    pairs[name] = getAddress(pair)
  }
  return { router, factory, weth, pairs }
}
