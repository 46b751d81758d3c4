import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hex, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient, getUserOperationTypedData } from 'viem/account-abstraction'
// The simple-account entry alone: permissionless/accounts also loads the optional 'ox' (not installed).
import { SimpleSmartAccount } from 'permissionless/accounts/simple'
import { describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { devnetChain } from '../../devnet/chain/deploy'
import { devnetPerFile, type LoopbackGuard } from './setup'

let devnet: Devnet
let guard: LoopbackGuard

devnetPerFile((started) => ({ devnet, guard } = started))

function clientsFor(chainId: number) {
  const rpcUrl = devnet.urls.rpc[chainId] as string
  const chain = devnetChain(chainId, rpcUrl)
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient
  // Dev account #3 pays: #0 is the browser tests' wallet, whose balances other tests check.
  const funder = createWalletClient({ account: privateKeyToAccount(devnet.accounts[3]?.privateKey as Hex), chain, transport: http(rpcUrl) })
  return { chain, publicClient, funder }
}

async function smartAccountFor(chainId: number, ownerKey: Hex = generatePrivateKey()) {
  const { publicClient } = clientsFor(chainId)
  const aa = devnet.chains[chainId]?.aa
  if (!aa) throw new Error(`no ERC-4337 deployment on ${chainId}`)
  const account = await SimpleSmartAccount.toSimpleSmartAccount({
    client: publicClient,
    owner: privateKeyToAccount(ownerKey),
    entryPoint: { address: aa.entryPoint, version: '0.8' },
    factoryAddress: aa.simpleAccountFactory,
  })
  const bundler = createBundlerClient({ account, client: publicClient, transport: http(devnet.chains[chainId]?.bundlerUrl) })
  return { account, bundler }
}

async function bundlerCall(chainId: number, method: string, params: unknown[]) {
  const response = await fetch(devnet.chains[chainId]?.bundlerUrl as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

describe('devnet ERC-4337: EntryPoint 0.8, SimpleAccountFactory and the bundler', () => {
  it('deploys the same EntryPoint and factory on both chains and the bundler serves each chain', async () => {
    const [mainnet, base] = [devnet.chains[1]?.aa, devnet.chains[8453]?.aa]
    expect(mainnet?.entryPointVersion).toBe('0.8')
    expect(base).toEqual(mainnet)
    for (const chainId of [1, 8453]) {
      const { publicClient } = clientsFor(chainId)
      expect(await publicClient.getCode({ address: mainnet?.entryPoint as Address })).toMatch(/^0x[0-9a-f]{100,}/)
      expect((await bundlerCall(chainId, 'eth_chainId', [])).result).toBe(`0x${chainId.toString(16)}`)
      expect((await bundlerCall(chainId, 'eth_supportedEntryPoints', [])).result).toEqual([mainnet?.entryPoint])
    }
  })

  it('bundles the first user operation of a counterfactual SimpleAccount: deploys it and moves exactly the value', async () => {
    const { publicClient, funder, chain } = clientsFor(1)
    const { account, bundler } = await smartAccountFor(1)
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    await publicClient.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: account.address, value: parseEther('1'), chain }) })

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther('0.0123')
    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50 })

    expect(receipt).toMatchObject({ success: true, userOpHash: hash, sender: account.address, entryPoint: devnet.chains[1]?.aa.entryPoint })
    expect(receipt.receipt.status).toBe('success')
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+/)
    expect(await publicClient.getBalance({ address: recipient })).toBe(value)
    const found = await bundler.getUserOperation({ hash })
    expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(found.userOperation.sender).toBe(account.address)
    expect((await bundlerCall(1, 'eth_getUserOperationReceipt', [hash])).result).toMatchObject({ userOpHash: hash, success: true })

    // A second op from the now-deployed account: no factory, next nonce.
    const second = await bundler.sendUserOperation({ calls: [{ to: recipient, value }] })
    expect((await bundler.waitForUserOperationReceipt({ hash: second, pollingInterval: 50 })).success).toBe(true)
    expect(await publicClient.getBalance({ address: recipient })).toBe(2n * value)
  })

  it('refuses a user operation signed by another key, and bundles nothing', async () => {
    const { publicClient, funder, chain } = clientsFor(8453)
    const { account, bundler } = await smartAccountFor(8453)
    await publicClient.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: account.address, value: parseEther('1'), chain }) })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const prepared = await bundler.prepareUserOperation({ calls: [{ to: recipient, value: 1n }] })
    const stranger = privateKeyToAccount(generatePrivateKey())
    const aa = devnet.chains[8453]?.aa as NonNullable<Devnet['chains'][number]['aa']>
    const signature = await stranger.signTypedData(getUserOperationTypedData({ chainId: 8453, entryPointAddress: aa.entryPoint, userOperation: { ...prepared, signature: '0x' } }))
    const blockBefore = await publicClient.getBlockNumber()

    await expect(bundler.sendUserOperation({ ...prepared, signature })).rejects.toThrow(/AA24 signature error/)
    expect(await publicClient.getBlockNumber()).toBe(blockBefore)
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    expect(await publicClient.getBalance({ address: recipient })).toBe(0n)
  })

  it('refuses a user operation whose account cannot pay for it', async () => {
    const { publicClient } = clientsFor(1)
    const { account, bundler } = await smartAccountFor(1)
    const blockBefore = await publicClient.getBlockNumber()
    await expect(bundler.sendUserOperation({ calls: [{ to: account.address, value: 0n }] })).rejects.toThrow(/AA21 didn't pay prefund/)
    expect(await publicClient.getBlockNumber()).toBe(blockBefore)
  })

  it('answers bad requests with JSON-RPC errors', async () => {
    expect((await bundlerCall(1, 'eth_sendUserOperation', [{ sender: '0x12' }, devnet.chains[1]?.aa.entryPoint])).error).toMatchObject({ code: -32602, message: expect.stringMatching(/Invalid user operation/) })
    expect((await bundlerCall(1, 'eth_estimateUserOperationGas', [{}, '0x0000000000000000000000000000000000000001'])).error?.message).toMatch(/Unsupported EntryPoint/)
    expect((await bundlerCall(1, 'eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`])).result).toBeNull()
    expect((await bundlerCall(1, 'eth_sendRawTransaction', [])).error?.code).toBe(-32601)
    const unknownChain = await fetch(`${devnet.urls.bundler}/rpc/5`, { method: 'POST', body: '{}' })
    expect(unknownChain.status).toBe(404)
    devnet.faults.add({ pattern: '/rpc/1', mode: '500', count: 1 })
    expect((await fetch(`${devnet.urls.bundler}/rpc/1`, { method: 'POST', body: '{}' })).status).toBe(500)
    expect(guard.outside).toEqual([])
  })
})
