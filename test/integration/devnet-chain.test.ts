import { createWalletClient, erc20Abi, formatEther, formatUnits, http, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { chainClients, devnetChain } from '../../devnet/chain/deploy'
import type { Devnet } from 'portico-devnet'
import { devnetPerFile, type LoopbackGuard, servicesFor } from './setup'

let devnet: Devnet
let guard: LoopbackGuard
const mainnet = { caipNetworkId: 'eip155:1' as const }

devnetPerFile((started) => ({ devnet, guard } = started))

describe('devnet chain + Blockchain API', () => {
  // Start-up time is a measurement (the CLI prints 'ready in N ms'), not an assertion: a loaded CI
  // machine must not fail the suite for being slow.
  it('devnet: every service is on 127.0.0.1 and anvil never forks', () => {
    const { rpc, ...services } = devnet.urls
    const urls = [...Object.values(rpc), ...Object.values(services)]
    expect(urls.length).toBeGreaterThanOrEqual(8)
    for (const url of urls) expect(new URL(url).hostname).toBe('127.0.0.1')
    for (const chain of Object.values(devnet.chains)) {
      expect(chain.anvilArgs.join(' ')).not.toMatch(/fork/)
      expect(chain.anvilArgs).toContain('127.0.0.1')
    }
  })

  it('SPEC §7: balance equals the chain (eth_getBalance, balanceOf) with decimals 6, 8, 18', async () => {
    const { services } = servicesFor(devnet)
    const alice = devnet.accounts[0]?.address as Address
    const { publicClient } = chainClients(1, devnet.urls.rpc[1] as string)
    const { balances } = await services.blockchain.getBalance({ address: alice, network: mainnet, forceUpdate: 'native' })
    const native = balances.find((balance) => balance.symbol === 'ETH')
    expect(native?.quantity.numeric).toBe(formatEther(await publicClient.getBalance({ address: alice })))
    expect(native?.address).toBeUndefined()
    const tokens = devnet.chains[1]?.tokens as Record<string, Address>
    for (const [symbol, decimals] of [['USDC', 6], ['WBTC', 8], ['DAI', 18]] as const) {
      const onChain = await publicClient.readContract({ address: tokens[symbol] as Address, abi: erc20Abi, functionName: 'balanceOf', args: [alice] })
      const entry = balances.find((balance) => balance.symbol === symbol)
      expect(entry?.quantity).toEqual({ decimals: String(decimals), numeric: formatUnits(onChain, decimals) })
      expect(entry?.address).toBe(`eip155:1:${tokens[symbol]}`)
      expect(entry?.chainId).toBe('eip155:1')
    }
    expect(balances.find((balance) => balance.symbol === 'WBTC')?.value).toBeCloseTo(0.04 * 60_000)
  })

  it('SPEC §7: a transfer sent with viem shows in history with its amount, and in the balance', async () => {
    const { services } = servicesFor(devnet)
    const [alice, bob] = devnet.accounts
    const rpcUrl = devnet.urls.rpc[8453] as string
    const wallet = createWalletClient({ account: privateKeyToAccount(alice?.privateKey as `0x${string}`), chain: devnetChain(8453, rpcUrl), transport: http(rpcUrl) })
    const usdc = devnet.chains[8453]?.tokens.USDC as Address
    const before = await services.blockchain.getBalance({ address: bob?.address as string, network: { caipNetworkId: 'eip155:8453' } })
    const hash = await wallet.writeContract({ address: usdc, abi: erc20Abi, functionName: 'transfer', args: [bob?.address as Address, parseUnits('12.5', 6)] })
    await chainClients(8453, rpcUrl).publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })

    const history = await services.blockchain.getTransactions({ account: bob?.address as string, chainId: 'eip155:8453' })
    const latest = history.data[0]
    expect(latest?.metadata.hash).toBe(hash)
    expect(latest?.metadata.chain).toBe('eip155:8453')
    expect(latest?.transfers).toMatchObject([{ direction: 'in', quantity: { numeric: '12.5' }, fungible_info: { symbol: 'USDC' } }])
    const after = await services.blockchain.getBalance({ address: bob?.address as string, network: { caipNetworkId: 'eip155:8453' }, forceUpdate: usdc })
    const usdcOf = (list: typeof after.balances) => Number(list.find((balance) => balance.symbol === 'USDC')?.quantity.numeric ?? 0)
    expect(usdcOf(after.balances) - usdcOf(before.balances)).toBeCloseTo(12.5)
  })

  it('SPEC §3/§5: history pages with a cursor, newest first, spam NFTs flagged, chain filter', async () => {
    const { services } = servicesFor(devnet)
    const alice = devnet.accounts[0]?.address as string
    const first = await services.blockchain.getTransactions({ account: alice, chainId: 'eip155:1' })
    expect(first.data).toHaveLength(10)
    expect(first.next).toBeDefined()
    const second = await services.blockchain.getTransactions({ account: alice, chainId: 'eip155:1', cursor: first.next })
    expect(second.next).toBeUndefined()
    const all = [...first.data, ...second.data]
    expect(new Set(all.map((tx) => tx.id)).size).toBe(all.length)
    expect(all.length).toBeGreaterThanOrEqual(14)
    const times = all.map((tx) => Date.parse(tx.metadata.minedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(all.every((tx) => tx.metadata.chain === 'eip155:1')).toBe(true)

    const nfts = all.flatMap((tx) => tx.transfers).filter((transfer) => transfer.nft_info)
    expect(nfts.filter((transfer) => transfer.nft_info?.flags.is_spam)).toHaveLength(1)
    expect(nfts.filter((transfer) => !transfer.nft_info?.flags.is_spam).length).toBeGreaterThanOrEqual(3)
    // Each NFT transfer names its contract (a seeded collection) and token id: what the NFTs tab checks on chain.
    const collections = Object.values(devnet.chains[1]?.collections ?? {}).map((address) => address.toLowerCase())
    for (const transfer of nfts) {
      expect(collections).toContain(transfer.nft_info?.contract_address?.toLowerCase())
      expect(transfer.nft_info?.token_id).toMatch(/^\d+$/)
    }

    const both = await services.blockchain.getTransactions({ account: alice })
    expect(new Set(both.data.map((tx) => tx.metadata.chain))).toEqual(new Set(['eip155:1', 'eip155:8453']))
  })

  it('SPEC §7: identity, supported chains, prices and gas price', async () => {
    const { services, errors } = servicesFor(devnet)
    const [alice, , carol] = devnet.accounts
    expect(await services.blockchain.getIdentity({ address: alice?.address as string, network: mainnet })).toMatchObject({ name: 'alice.eth' })
    expect(await services.blockchain.getIdentity({ address: carol?.address as string })).toEqual({ name: null, avatar: null })
    expect(await services.blockchain.getSupportedChains()).toEqual({ http: ['eip155:1', 'eip155:8453'], ws: [] })
    const usdc = devnet.chains[1]?.tokens.USDC
    const prices = await services.blockchain.fetchPrices({ addresses: [`eip155:1:${usdc}`, 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] })
    expect(prices.fungibles.map((fungible) => [fungible.symbol, fungible.price])).toEqual([['USDC', 1], ['ETH', 3000]])
    const gas = await services.blockchain.getGasPrice({ chainId: 'eip155:1' })
    expect(BigInt(gas.fast)).toBeGreaterThan(BigInt(gas.standard))
    expect(errors).toEqual([])
  })

  it('devnet: no request of this file left 127.0.0.1', () => {
    expect(guard.connections).toBeGreaterThan(0)
    expect(guard.outside).toEqual([])
  })
})
