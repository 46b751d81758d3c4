import {
  createWalletClient,
  decodeFunctionData,
  encodePacked,
  erc20Abi,
  formatUnits,
  getCreate2Address,
  http,
  keccak256,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
  type PrivateKeyAccount,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { PRICES_USD } from '../../devnet/chain/assets'
import { chainClients, devnetChain } from '../../devnet/chain/deploy'
import { pairAbi, routerAbi } from '../../devnet/dex/abi'
import { estimateSwapGas } from '../../devnet/dex/swap'
import { loadDexArtifacts } from '../../devnet/dex/artifacts'
import { devnetPerFile, type LoopbackGuard, servicesFor } from './setup'
import { buildApproveTransaction, buildSwapTransaction, getAllowance, getQuotes, getSwapTokens } from '../../plugins/swaps/routes'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const ONE_ETH = parseEther('1')

let devnet: Devnet
let guard: LoopbackGuard

devnetPerFile((started) => ({ devnet, guard } = started))
beforeEach(() => devnet.faults.clear())

const mainnet = () => {
  const chain = devnet.chains[1]
  if (!chain) throw new Error('no chain 1')
  return { ...chain, ...chainClients(1, chain.rpcUrl) }
}
const caip = (address: string, chainId = 1) => `eip155:${chainId}:${address}`
const plain = (caip10: string) => caip10.split(':')[2] as Address
const balanceOf = (token: Address, owner: Address) => mainnet().publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

function walletOf(account: PrivateKeyAccount) {
  const { rpcUrl } = mainnet()
  return createWalletClient({ account, chain: devnetChain(1, rpcUrl), transport: http(rpcUrl) })
}

/** Sends one API-built transaction as the hosted API's client would: to the address after the CAIP prefix. */
async function sendBuilt(account: PrivateKeyAccount, tx: { to: string; data: string; value: string; eip155: { gas?: string; gasPrice: string } }) {
  const hash = await walletOf(account).sendTransaction({
    to: plain(tx.to),
    data: tx.data as Hex,
    value: BigInt(tx.value),
    gasPrice: BigInt(tx.eip155.gasPrice),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  const receipt = await mainnet().publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt
}

/** A fresh account with 10 ETH from dev account #3 (never #0, whose seeded balances other checks rely on). */
async function freshAccount(): Promise<PrivateKeyAccount> {
  const account = privateKeyToAccount(generatePrivateKey())
  const funder = privateKeyToAccount(devnet.accounts[3]?.privateKey as Hex)
  const hash = await walletOf(funder).sendTransaction({ to: account.address, value: parseEther('10') })
  await mainnet().publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return account
}

describe('devnet Uniswap V2 and the /v1/convert routes', () => {
  it('deploys on both chains: pairs sit where Router02 computes them, pools start at the price table, #0 keeps its seed', async () => {
    const { pairInitCodeHash } = loadDexArtifacts()
    for (const chainId of [1, 8453]) {
      const chain = devnet.chains[chainId]
      if (!chain) throw new Error(`no chain ${chainId}`)
      const { publicClient } = chainClients(chainId, chain.rpcUrl)
      const { dex, tokens } = chain
      const token = (symbol: 'ETH' | 'USDC' | 'WBTC' | 'DAI') =>
        symbol === 'ETH' ? { address: dex.weth, decimals: 18 } : { address: tokens[symbol], decimals: symbol === 'USDC' ? 6 : symbol === 'WBTC' ? 8 : 18 }
      const pools = { 'ETH/USDC': ['ETH', 'USDC'], 'ETH/DAI': ['ETH', 'DAI'], 'ETH/WBTC': ['ETH', 'WBTC'], 'USDC/DAI': ['USDC', 'DAI'] } as const
      // Each side of each pool in whole units and in USD at the price table: equal USD sides mean the pool's price is the table's.
      const sides: Record<string, [string, number][]> = {}
      for (const [name, symbols] of Object.entries(pools)) {
        const [a, b] = [token(symbols[0]), token(symbols[1])]
        const aFirst = a.address.toLowerCase() < b.address.toLowerCase()
        const salt = keccak256(encodePacked(['address', 'address'], aFirst ? [a.address, b.address] : [b.address, a.address]))
        const pair = dex.pairs[name as keyof typeof pools]
        expect(getCreate2Address({ from: dex.factory, salt, bytecodeHash: pairInitCodeHash })).toBe(pair)
        const [reserve0, reserve1] = await publicClient.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' })
        const reserves = aFirst ? [reserve0, reserve1] : [reserve1, reserve0]
        sides[name] = symbols.map((symbol, i) => {
          const whole = formatUnits(reserves[i] as bigint, token(symbol).decimals)
          return [whole, Number(whole) * (PRICES_USD[symbol] ?? 0)]
        })
      }
      expect(sides).toEqual({
        'ETH/USDC': [['100', 300_000], ['300000', 300_000]],
        'ETH/DAI': [['100', 300_000], ['300000', 300_000]],
        'ETH/WBTC': [['100', 300_000], ['5', 300_000]],
        'USDC/DAI': [['100000', 100_000], ['100000', 100_000]],
      })
    }
    const { services } = servicesFor(devnet)
    const { tokens } = mainnet()
    const { fungibles } = await services.blockchain.fetchPrices({ addresses: [caip(NATIVE), caip(tokens.USDC), caip(tokens.WBTC), caip(tokens.DAI)] })
    expect(Object.fromEntries(fungibles.map((fungible) => [fungible.symbol, fungible.price]))).toEqual({ ETH: 3000, USDC: 1, WBTC: 60_000, DAI: 1 })
    // The pools were paid by the deployer: #0 still holds exactly what the seeding left it.
    const alice = devnet.accounts[0]?.address as Address
    expect([await balanceOf(tokens.USDC, alice), await balanceOf(tokens.DAI, alice), await balanceOf(tokens.WBTC, alice)]).toEqual([
      parseUnits('980', 6),
      parseUnits('240', 18),
      parseUnits('0.04', 8),
    ])
  })

  it('SPEC §7 tokens: the native token and the seeded tokens, CAIP-10, through the kernel client', async () => {
    const { services, errors } = servicesFor(devnet)
    const { tokens } = await getSwapTokens(services.context, { chainId: 'eip155:8453' })
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', caip(NATIVE, 8453), 18],
      ['USDC', caip(devnet.chains[8453]?.tokens.USDC as string, 8453), 6],
      ['WBTC', caip(devnet.chains[8453]?.tokens.WBTC as string, 8453), 8],
      ['DAI', caip(devnet.chains[8453]?.tokens.DAI as string, 8453), 18],
    ])
    expect(tokens[0]).toMatchObject({ name: 'Ether', chainId: 'eip155:8453', eip2612: false, logoUri: expect.stringContaining('/getTokenImage/ETH') })
    expect(errors).toEqual([])
  })

  it('SPEC §7 quotes: toAmount is Router02 getAmountsOut on the live reserves, routed through WETH without a direct pool', async () => {
    const { services, errors } = servicesFor(devnet)
    const { publicClient, dex, tokens } = mainnet()
    const user = caip(devnet.accounts[5]?.address as string)
    const { quotes } = await getQuotes(services.context, { amount: String(ONE_ETH), userAddress: user, from: caip(NATIVE), to: caip(tokens.USDC), gasPrice: '1' })
    const amounts = await publicClient.readContract({ address: dex.router, abi: routerAbi, functionName: 'getAmountsOut', args: [ONE_ETH, [dex.weth, tokens.USDC]] })
    expect(quotes[0]).toMatchObject({ fromAmount: String(ONE_ETH), fromAccount: caip(NATIVE), toAmount: String(amounts[1]), toAccount: caip(tokens.USDC) })
    // The constant-product formula with the 0.3 % fee, from the reserves themselves.
    const [reserve0, reserve1] = await publicClient.readContract({ address: dex.pairs['ETH/USDC'], abi: pairAbi, functionName: 'getReserves' })
    const [reserveEth, reserveUsdc] = dex.weth.toLowerCase() < tokens.USDC.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
    expect(BigInt(quotes[0]?.toAmount ?? 0)).toBe((ONE_ETH * 997n * reserveUsdc) / (reserveEth * 1000n + ONE_ETH * 997n))

    const hundredUsdc = parseUnits('100', 6)
    const viaWeth = await getQuotes(services.context, { amount: String(hundredUsdc), userAddress: user, from: caip(tokens.USDC), to: caip(tokens.WBTC), gasPrice: '1' })
    const twoHops = await publicClient.readContract({ address: dex.router, abi: routerAbi, functionName: 'getAmountsOut', args: [hundredUsdc, [tokens.USDC, dex.weth, tokens.WBTC]] })
    expect(viaWeth.quotes[0]?.toAmount).toBe(String(twoHops[2]))
    expect(errors).toEqual([])
  })

  it('native → token: the built swap, signed by a fresh account, pays out the quote (within slippage) and costs the amount plus gas', async () => {
    const { services } = servicesFor(devnet)
    const { publicClient, dex, tokens } = mainnet()
    const trader = await freshAccount()
    const args = { amount: String(ONE_ETH), userAddress: caip(trader.address), from: caip(NATIVE), to: caip(tokens.USDC) }
    // The pool's last update in the latest block, as right after the deploy: a swap estimated in that second skips
    // the price accumulators a swap in any later second pays for (CI once got 133,258 gas where the swap needs 178,582).
    const sync = await walletOf(trader).writeContract({ address: dex.pairs['ETH/USDC'], abi: pairAbi, functionName: 'sync' })
    const synced = await publicClient.waitForTransactionReceipt({ hash: sync, pollingInterval: 50 })
    const { quotes } = await getQuotes(services.context, { ...args, gasPrice: '1' })
    const tx = await buildSwapTransaction(services.context, { ...args, slippage: 1 })
    if (!tx) throw new Error('no swap transaction')
    expect(plain(tx.to)).toBe(dex.router)
    expect(tx.value).toBe(String(ONE_ETH))
    const { functionName, args: callArgs } = decodeFunctionData({ abi: routerAbi, data: tx.data as Hex })
    expect(functionName).toBe('swapExactETHForTokens')
    const quoted = BigInt(quotes[0]?.toAmount ?? 0)
    expect(callArgs[0]).toBe((quoted * 9_900n) / 10_000n)
    // The trader holds the ETH, so the node could estimate the gas: for the dearer path of a later second.
    const call = { from: trader.address, to: dex.router, data: tx.data as Hex, value: ONE_ETH }
    const { timestamp } = await publicClient.getBlock({ blockNumber: synced.blockNumber })
    const laterSecond = await estimateSwapGas(publicClient, call, timestamp)
    expect(tx.eip155.gas).toBe(String(laterSecond))
    const sameSecond = await estimateSwapGas(publicClient, call, timestamp - 1n) // run at the update's own timestamp
    expect(laterSecond).toBeGreaterThan(sameSecond)
    // The swap lands a second or more after the pool's update, as a user's confirmation does.
    await publicClient.request({ method: 'evm_setNextBlockTimestamp', params: [numberToHex(timestamp + 2n)] } as never)

    const ethBefore = await publicClient.getBalance({ address: trader.address })
    const receipt = await sendBuilt(trader, tx)
    const received = await balanceOf(tokens.USDC, trader.address)
    expect(received).toBe(quoted)
    expect(received).toBeGreaterThanOrEqual(callArgs[0] as bigint)
    expect(ethBefore - (await publicClient.getBalance({ address: trader.address }))).toBe(ONE_ETH + receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it('token → token needs an approval: allowance 0, build-approve sent, allowance rises, the swap lands and shows in history', async () => {
    const { services, errors } = servicesFor(devnet)
    const { publicClient, dex, tokens } = mainnet()
    const trader = await freshAccount()
    const deployer = privateKeyToAccount(devnet.accounts[9]?.privateKey as Hex)
    const amount = parseUnits('250', 6)
    await publicClient.waitForTransactionReceipt({
      hash: await walletOf(deployer).writeContract({ address: tokens.USDC, abi: erc20Abi, functionName: 'transfer', args: [trader.address, amount] }),
      pollingInterval: 50,
    })
    const user = caip(trader.address)
    const pair = { from: caip(tokens.USDC), to: caip(tokens.DAI) }

    expect(await getAllowance(services.context, { tokenAddress: pair.from, userAddress: user, sourceTokenAmount: '250', sourceTokenDecimals: 6 })).toEqual({ allowance: '0' })
    // Without the allowance the node cannot run the swap: the SPEC §9 default gas.
    expect((await buildSwapTransaction(services.context, { ...pair, amount: String(amount), userAddress: user, slippage: 0.5 }))?.eip155.gas).toBe('150000')

    const approve = await buildApproveTransaction(services.context, { ...pair, userAddress: user })
    if (!approve) throw new Error('no approve transaction')
    expect(plain(approve.to)).toBe(tokens.USDC)
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.data as Hex })).toEqual({ functionName: 'approve', args: [dex.router, maxUint256] })
    await sendBuilt(trader, approve)
    expect(await getAllowance(services.context, { tokenAddress: pair.from, userAddress: user })).toEqual({ allowance: String(maxUint256) })

    const { quotes } = await getQuotes(services.context, { ...pair, amount: String(amount), userAddress: user, gasPrice: '1' })
    const swap = await buildSwapTransaction(services.context, { ...pair, amount: String(amount), userAddress: user, slippage: 0.5 })
    if (!swap) throw new Error('no swap transaction')
    const decoded = decodeFunctionData({ abi: routerAbi, data: swap.data as Hex })
    expect(decoded.functionName).toBe('swapExactTokensForTokens')
    expect(decoded.args.slice(0, 3)).toEqual([amount, (BigInt(quotes[0]?.toAmount ?? 0) * 9_950n) / 10_000n, [tokens.USDC, tokens.DAI]])
    expect(swap.eip155.gas).not.toBe('150000')
    const receipt = await sendBuilt(trader, swap)
    expect(await balanceOf(tokens.USDC, trader.address)).toBe(0n)
    expect(await balanceOf(tokens.DAI, trader.address)).toBe(BigInt(quotes[0]?.toAmount ?? 0))

    const history = await services.blockchain.getTransactions({ account: trader.address, chainId: 'eip155:1' })
    expect(history.data[0]?.metadata.hash).toBe(receipt.transactionHash)
    expect(history.data[0]?.transfers).toMatchObject([
      { direction: 'out', quantity: { numeric: '250' }, fungible_info: { symbol: 'USDC' } },
      { direction: 'in', fungible_info: { symbol: 'DAI' } },
    ])
    expect(errors).toEqual([])
  })

  it('token → native builds swapExactTokensForETH; build-approve takes an exact amount', async () => {
    const { tokens } = mainnet()
    const user = caip(devnet.accounts[5]?.address as string)
    const body = { projectId: 'portico-test', userAddress: user, amount: String(parseUnits('10', 18)), from: caip(tokens.DAI), to: caip(NATIVE) }
    const built = await post('/v1/convert/build-transaction', body)
    expect(built.status).toBe(200)
    const { tx } = (await built.json()) as { tx: { data: Hex; value: string } }
    expect(decodeFunctionData({ abi: routerAbi, data: tx.data }).functionName).toBe('swapExactTokensForETH')
    expect(tx.value).toBe('0')
    const approve = await get(`/v1/convert/build-approve?userAddress=${user}&from=${caip(tokens.DAI)}&to=${caip(NATIVE)}&amount=12345`)
    const { tx: approveTx } = (await approve.json()) as { tx: { data: Hex } }
    expect(decodeFunctionData({ abi: erc20Abi, data: approveTx.data }).args[1]).toBe(12345n)
    const allowance = await get(`/v1/convert/allowance?tokenAddress=${caip(NATIVE)}&userAddress=${user}`)
    expect(await allowance.json()).toEqual({ allowance: String(maxUint256) })
  })

  it('SPEC §8: a chain the devnet does not run gives the fallbacks (no tokens, no quotes, allowance 0, no transaction)', async () => {
    const { services, errors } = servicesFor(devnet)
    const polygon = (address: string) => caip(address, 137)
    const user = polygon(devnet.accounts[5]?.address as string)
    expect(await getSwapTokens(services.context, { chainId: 'eip155:137' })).toEqual({ tokens: [] })
    expect(await getQuotes(services.context, { amount: '1', userAddress: user, from: polygon(NATIVE), to: polygon(NATIVE.replace(/e/g, 'a')), gasPrice: '1' })).toEqual({ quotes: [] })
    expect(await getAllowance(services.context, { tokenAddress: polygon(NATIVE), userAddress: user })).toEqual({ allowance: '0' })
    expect(errors).toEqual([])
    expect(await buildSwapTransaction(services.context, { amount: '1', userAddress: user, from: polygon(NATIVE), to: polygon(NATIVE.replace(/e/g, 'a')), slippage: 1 })).toBeUndefined()
    expect(errors).toMatchObject([{ code: 'SERVICE_FAILED', details: { status: 400 }, message: expect.stringContaining('Network not supported for Swaps') }])
  })

  it('bad input answers 400 with a message naming the field', async () => {
    const { tokens } = mainnet()
    const user = caip(devnet.accounts[5]?.address as string)
    const quote = (query: string) => get(`/v1/convert/quotes?userAddress=${user}&${query}`)
    const cases: [Promise<Response>, RegExp][] = [
      [get('/v1/convert/tokens'), /Missing chainId/],
      [get('/v1/convert/tokens?chainId=1'), /chainId must be a CAIP-2/],
      [quote(`from=${caip(NATIVE)}&to=${caip(tokens.USDC)}`), /Missing amount/],
      [quote(`amount=-5&from=${caip(NATIVE)}&to=${caip(tokens.USDC)}`), /amount must be a positive integer/],
      [quote(`amount=1.5&from=${caip(NATIVE)}&to=${caip(tokens.USDC)}`), /amount must be a positive integer/],
      [quote(`amount=0&from=${caip(NATIVE)}&to=${caip(tokens.USDC)}`), /amount must be a positive integer/],
      [quote(`amount=1&from=${NATIVE}&to=${caip(tokens.USDC)}`), /from must be a CAIP-10/],
      [quote(`amount=1&from=eip155:1:0x1234&to=${caip(tokens.USDC)}`), /from: '0x1234' is not an EVM address/],
      [quote(`amount=1&from=${caip(NATIVE)}&to=${caip(tokens.USDC, 8453)}`), /must be on the same chain/],
      [quote(`amount=1&from=${caip(NATIVE)}&to=${caip('0x000000000000000000000000000000000000dEaD')}`), /is not a token the devnet swaps/],
      [quote(`amount=1&from=${caip(tokens.USDC)}&to=${caip(tokens.USDC)}`), /must be different tokens/],
      [quote(`amount=${maxUint256}&from=${caip(NATIVE)}&to=${caip(tokens.USDC)}`), /cannot quote/],
      [quote(`amount=1&from=${caip(NATIVE)}&to=${caip(tokens.USDC)}&gasPrice=fast`), /gasPrice must be an integer/],
      [get(`/v1/convert/quotes?amount=1&from=${caip(NATIVE)}&to=${caip(tokens.USDC)}&userAddress=${caip(tokens.USDC, 8453)}`), /userAddress is on eip155:8453/],
      [get(`/v1/convert/allowance?tokenAddress=${caip(tokens.USDC)}&userAddress=nobody`), /userAddress must be a CAIP-10/],
      [get(`/v1/convert/build-approve?userAddress=${user}&from=${caip(NATIVE)}&to=${caip(tokens.USDC)}`), /needs no approval/],
      [post('/v1/convert/build-transaction', undefined), /body must be a JSON object/],
      [post('/v1/convert/build-transaction', { userAddress: user, amount: '1', from: caip(NATIVE), to: caip(tokens.USDC), eip155: { slippage: 'lots' } }), /slippage must be a percentage/],
      [post('/v1/convert/build-transaction', { userAddress: user, amount: '1', from: caip(NATIVE), to: caip(tokens.USDC), eip155: { slippage: 100 } }), /slippage must be a percentage/],
      [post('/v1/convert/build-transaction', { amount: '1', from: caip(NATIVE), to: caip(tokens.USDC) }), /Missing userAddress/],
    ]
    for (const [response, message] of cases) {
      const answer = await response
      const body = (await answer.json()) as { message: string }
      expect({ status: answer.status, message: body.message }).toEqual({ status: 400, message: expect.stringMatching(message) })
    }
  })

  it('fault injection covers /v1/convert/quotes: a malformed answer gives the fallback, a 429 is retried', async () => {
    const { services, errors } = servicesFor(devnet)
    const { tokens } = mainnet()
    const args = { amount: String(ONE_ETH), userAddress: caip(devnet.accounts[5]?.address as string), from: caip(NATIVE), to: caip(tokens.DAI), gasPrice: '1' }
    devnet.faults.add({ pattern: '/v1/convert/quotes', mode: 'malformed' })
    expect(await getQuotes(services.context, args)).toEqual({ quotes: [] })
    expect(errors).toHaveLength(1)
    devnet.faults.add({ pattern: '/v1/convert/quotes', mode: '429', retryAfter: 0 })
    expect((await getQuotes(services.context, args)).quotes[0]?.toAmount).toMatch(/^\d+$/)
    expect(devnet.faults.list()).toEqual([])
    expect(guard.outside).toEqual([])
  })
})

function get(path: string): Promise<Response> {
  return fetch(`${devnet.urls.api}${path}${path.includes('?') ? '&' : '?'}projectId=portico-test`)
}

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${devnet.urls.api}${path}?projectId=portico-test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
