/**
 * Deploys the devnet contracts and seeds a past: token and NFT holdings and
 * transfers spread over the last 30 days, so balances and history are never
 * empty. Everything is sent in a fixed order from fixed accounts, so contract
 * addresses are the same on every run and on both chains.
 */
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hash,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { DEPLOYER_INDEX, type DevAccount } from '../accounts'
import { deployDex } from '../dex/deploy'
import { COLLECTIONS, TOKENS, type DeployedAssets } from './assets'
import type { CompiledContracts } from './contracts'
import { receiptOf } from './receipt'

export const SEED_PERIOD_SECONDS = 30 * 24 * 3600
const SEED_STEPS = 19

export function devnetChain(chainId: number, rpcUrl: string) {
  return defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

export function chainClients(chainId: number, rpcUrl: string): { publicClient: PublicClient; walletClient: WalletClient } {
  const chain = devnetChain(chainId, rpcUrl)
  return {
    publicClient: createPublicClient({ chain, transport: http(rpcUrl) }),
    walletClient: createWalletClient({ chain, transport: http(rpcUrl) }),
  }
}

export async function deployAndSeed(chainId: number, rpcUrl: string, contracts: CompiledContracts, accounts: DevAccount[]): Promise<DeployedAssets> {
  const { publicClient, walletClient } = chainClients(chainId, rpcUrl)
  const account = (index: number) => (accounts[index] as DevAccount).address
  const deployer = account(DEPLOYER_INDEX)
  const [alice, bob, carol] = [account(0), account(1), account(2)]
  const token = contracts.DevToken
  const collectible = contracts.DevCollectible
  if (!token || !collectible) throw new Error('devnet: compiled contracts missing')
  const stepSeconds = Math.floor((SEED_PERIOD_SECONDS - 7200) / SEED_STEPS)

  /** Each seeded transaction lands in its own block, one step later in time. */
  async function mined(send: () => Promise<Hash>) {
    await publicClient.request({ method: 'evm_increaseTime' as never, params: [stepSeconds] as never })
    // anvil mines right after eth_sendTransaction returns, but on a loaded machine the receipt can lag (receipt.ts).
    const receipt = await receiptOf(publicClient, await send())
    if (receipt.status !== 'success') throw new Error(`devnet seed transaction ${receipt.transactionHash} reverted`)
    return receipt
  }
  const chain = walletClient.chain
  const deploy = async (abi: typeof token.abi, bytecode: typeof token.bytecode, args: unknown[]) =>
    getAddress((await mined(() => walletClient.deployContract({ abi, bytecode, args, account: deployer, chain }))).contractAddress as Address)
  const call = (from: Address, address: Address, abi: typeof token.abi, functionName: string, args: unknown[]) =>
    mined(() => walletClient.writeContract({ address, abi, functionName, args, account: from, chain }))
  const pay = (from: Address, to: Address, ether: string) =>
    mined(() => walletClient.sendTransaction({ to, value: parseEther(ether), account: from, chain }))

  const tokens = {} as DeployedAssets['tokens']
  for (const spec of TOKENS) {
    tokens[spec.symbol] = await deploy(token.abi, token.bytecode, [spec.name, spec.symbol, spec.decimals, spec.supply * 10n ** BigInt(spec.decimals)])
  }
  const collections = {} as DeployedAssets['collections']
  for (const spec of COLLECTIONS) collections[spec.symbol] = await deploy(collectible.abi, collectible.bytecode, [spec.name, spec.symbol])

  const send = (from: Address, symbol: keyof DeployedAssets['tokens'], to: Address, amount: string) => {
    const decimals = TOKENS.find((spec) => spec.symbol === symbol)?.decimals ?? 18
    return call(from, tokens[symbol], token.abi, 'transfer', [to, parseUnits(amount, decimals)])
  }
  await send(deployer, 'USDC', alice, '1000')
  await send(deployer, 'WBTC', alice, '0.05')
  await send(deployer, 'DAI', alice, '250')
  await pay(bob, alice, '1.5')
  for (const id of [1n, 2n, 3n]) await call(deployer, collections.PDP, collectible.abi, 'mint', [alice, id])
  await call(deployer, collections.SPAM, collectible.abi, 'mint', [alice, 1n])
  await send(alice, 'USDC', bob, '25')
  await pay(alice, carol, '0.25')
  await call(alice, collections.PDP, collectible.abi, 'transferFrom', [alice, carol, 3n])
  await send(alice, 'DAI', bob, '10')
  await send(bob, 'USDC', alice, '5')
  await send(alice, 'WBTC', carol, '0.01')
  const dex = await deployDex({ publicClient, walletClient, deployer, tokens })
  return { tokens, collections, dex }
}
