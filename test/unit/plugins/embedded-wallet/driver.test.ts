import { describe, expect, it, vi } from 'vitest'
import type { WalletUser } from '../../../../kernel/frame/messages'
import { base, mainnet, solana } from 'portico/networks'
import { resolved } from '../../kernel/helpers'
import { createAuthDriver } from '../../../../plugins/embedded-wallet/driver'
import { frameChainId, networkIdOf } from '../../../../plugins/embedded-wallet/chain-ids'
import { formatUnits } from 'viem'

const USER: WalletUser = {
  email: 'a@example.com',
  address: '0x' + 'a'.repeat(40),
  chainId: 1,
  accounts: [{ address: '0x' + 'a'.repeat(40), type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

function fakeFrame(answers: Record<string, unknown>) {
  const calls: { name: string; payload: unknown }[] = []
  return {
    calls,
    frame: async () => ({
      request: (async (name: string, payload: unknown) => {
        calls.push({ name, payload })
        return answers[name]
      }) as never,
    }),
  }
}

function driverWith(answers: Record<string, unknown>, { hasLogin = true } = {}) {
  const { calls, frame } = fakeFrame(answers)
  const onUser = vi.fn()
  const onSignedOut = vi.fn()
  const provider = { request: vi.fn(async () => '0xde0b6b3a7640000') }
  const driver = createAuthDriver({ namespace: 'eip155', frame, provider, onUser, onSignedOut, hasLogin: () => hasLogin, networks: () => [mainnet, base] })
  return { driver, calls, onUser, onSignedOut, provider }
}

describe('auth connector driver (SPEC §3, §4, §9)', () => {
  it('SPEC §3: serves one AUTH connector per namespace', () => {
    expect(driverWith({}).driver.getConnectors()).toEqual([{ id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }])
  })

  it("SPEC §3: connect reads the wallet user for the active chain and reports it, with the frame's smart-account networks", async () => {
    const { driver, calls, onUser } = driverWith({ GET_USER: USER, GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 8453] } })
    await expect(driver.connect({ connectorId: 'ID_AUTH', network: mainnet })).resolves.toEqual({
      address: USER.address,
      chainId: 1,
      accounts: USER.accounts,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      networkState: { smartAccountEnabledNetworks: [1, 8453] },
    })
    expect(calls).toEqual([{ name: 'GET_USER', payload: { chainId: 1 } }, { name: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', payload: undefined }])
    expect(onUser).toHaveBeenCalledWith(USER, 'eip155')
  })

  it("SPEC §3/§4: without the email-login-used flag a reload restores nothing and never loads the frame", async () => {
    const { driver, calls, onSignedOut } = driverWith({ IS_CONNECTED: { isConnected: true }, GET_USER: USER }, { hasLogin: false })
    await expect(driver.reconnect?.({ connectorId: 'ID_AUTH', network: mainnet })).resolves.toBeUndefined()
    expect(calls).toEqual([])
    expect(onSignedOut).toHaveBeenCalledOnce()
  })

  it('SPEC §4: a reload restores the session through IS_CONNECTED, on the chain GET_CHAIN_ID says the frame is on', async () => {
    const { driver, calls } = driverWith({ IS_CONNECTED: { isConnected: true }, GET_CHAIN_ID: { chainId: 8453 }, GET_USER: { ...USER, chainId: 8453 } })
    await expect(driver.reconnect?.({ connectorId: 'ID_AUTH', network: mainnet })).resolves.toMatchObject({ address: USER.address, chainId: 8453 })
    expect(calls.slice(0, 3)).toEqual([
      { name: 'IS_CONNECTED', payload: undefined },
      { name: 'GET_CHAIN_ID', payload: undefined },
      { name: 'GET_USER', payload: { chainId: 8453 } },
    ])
  })

  it("SPEC §4: the frame on a chain the app does not have (or no answer to GET_CHAIN_ID): restored on the app's active network", async () => {
    const other = driverWith({ IS_CONNECTED: { isConnected: true }, GET_CHAIN_ID: { chainId: 10 }, GET_USER: USER })
    await other.driver.reconnect?.({ connectorId: 'ID_AUTH', network: mainnet })
    expect(other.calls.find((call) => call.name === 'GET_USER')).toEqual({ name: 'GET_USER', payload: { chainId: 1 } })
    const silent = driverWith({ IS_CONNECTED: { isConnected: true }, GET_USER: USER })
    const failing = silent.calls
    await silent.driver.reconnect?.({ connectorId: 'ID_AUTH', network: mainnet })
    expect(failing.find((call) => call.name === 'GET_USER')).toEqual({ name: 'GET_USER', payload: { chainId: 1 } })
  })

  it('SPEC §4: a not-connected check clears the login and restores nothing', async () => {
    const { driver, onSignedOut } = driverWith({ IS_CONNECTED: { isConnected: false } })
    await expect(driver.reconnect?.({ connectorId: 'ID_AUTH', network: mainnet })).resolves.toBeUndefined()
    expect(onSignedOut).toHaveBeenCalledOnce()
  })

  it('SPEC §4: disconnect signs out in the frame and clears the login, the login first (the session ends as the person asks)', async () => {
    const { driver, calls, onSignedOut } = driverWith({ SIGN_OUT: undefined })
    let signedOutBeforeFrame: boolean | undefined
    onSignedOut.mockImplementation(() => (signedOutBeforeFrame = calls.length === 0))
    await driver.disconnect()
    expect(calls.map((call) => call.name)).toEqual(['SIGN_OUT'])
    expect(onSignedOut).toHaveBeenCalledOnce()
    expect(signedOutBeforeFrame).toBe(true)
  })

  it('SPEC §7: switching network goes through the frame', async () => {
    const { driver, calls } = driverWith({ SWITCH_NETWORK: { chainId: 1 } })
    await driver.switchNetwork(mainnet)
    expect(calls).toEqual([{ name: 'SWITCH_NETWORK', payload: { chainId: 1 } }])
  })

  it('SPEC §3 wallet_getAssets: the balance is the native entry of the chain (keyed by hex id) in the wallet\'s answer; without one, the node\'s', async () => {
    const answers: Record<string, unknown> = {
      wallet_getAssets: { '0x1': [{ address: '0x' + 'c'.repeat(40), balance: '0x5', type: 'erc20' }, { address: 'native', balance: '0x29a2241af62c0000', type: 'native' }] },
      eth_getBalance: '0xde0b6b3a7640000',
    }
    const { driver, provider } = driverWith({})
    provider.request.mockImplementation((async ({ method }: { method: string }) => answers[method]) as never)
    await expect(driver.getBalance?.({ address: USER.address, network: mainnet })).resolves.toEqual({ balance: '3', symbol: 'ETH' })
    expect(provider.request).toHaveBeenCalledWith({ method: 'wallet_getAssets', params: [{ account: USER.address, chainFilter: ['0x1'] }] })
    expect(provider.request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'eth_getBalance' }))
    // Base: the wallet's answer has no entry for it (it does not discover assets there), so the node answers.
    await expect(driver.getBalance?.({ address: USER.address, network: base })).resolves.toEqual({ balance: '1', symbol: 'ETH' })
    expect(provider.request).toHaveBeenLastCalledWith({ method: 'eth_getBalance', params: [USER.address, 'latest'] })
    // An answer that fails its schema is not believed: the node answers.
    answers.wallet_getAssets = { '0x1': [{ address: 'native', balance: 'lots', type: 'native' }] }
    await expect(driver.getBalance?.({ address: USER.address, network: mainnet })).resolves.toEqual({ balance: '1', symbol: 'ETH' })
  })

  it('SPEC §3: the native balance comes through the provider, in whole units', async () => {
    const { driver, provider } = driverWith({})
    await expect(driver.getBalance?.({ address: USER.address, network: mainnet })).resolves.toEqual({ balance: '1', symbol: 'ETH' })
    expect(provider.request).toHaveBeenCalledWith({ method: 'eth_getBalance', params: [USER.address, 'latest'] })
  })

  it('SPEC §3: a Solana balance is read from the chain RPC (getBalance lamports) and formatted with 9 decimals', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toMatchObject({ method: 'getBalance', params: ['SoLAddress'] })
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: 1_500_000_000 } }))
    })
    const { frame } = fakeFrame({})
    const provider = { request: vi.fn() }
    const driver = createAuthDriver({ namespace: 'solana', frame, provider, onUser: vi.fn(), onSignedOut: vi.fn(), hasLogin: () => true, networks: () => [solana], fetch: fetch as unknown as typeof globalThis.fetch })
    // Solana as the config resolves it: on the Blockchain API's RPC service (SPEC §7).
    const network = resolved(solana)
    await expect(driver.getBalance?.({ address: 'SoLAddress', network })).resolves.toEqual({ balance: '1.5', symbol: 'SOL' })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0]).toBe(`https://rpc.walletconnect.org/v1?chainId=${solana.caipNetworkId}&projectId=test-project`)
    expect(provider.request).not.toHaveBeenCalled()
  })

  it('a Solana driver refuses the EVM-shaped sendTransaction (no eth_sendTransaction on solana); request() is the way', async () => {
    const { frame } = fakeFrame({})
    const provider = { request: vi.fn() }
    const driver = createAuthDriver({ namespace: 'solana', frame, provider, onUser: vi.fn(), onSignedOut: vi.fn(), hasLogin: () => true, networks: () => [solana] })
    await expect(driver.sendTransaction({ to: 'SoLAddress', value: 1n })).rejects.toMatchObject({ code: 'EMBEDDED_SOLANA_SEND_VIA_REQUEST' })
    expect(provider.request).not.toHaveBeenCalled()
  })

  it('a Solana driver signs and sends the transaction the solana adapter built (solana_signAndSendTransaction, SPEC §6 approval in the provider)', async () => {
    const { frame } = fakeFrame({})
    const provider = { request: vi.fn(async () => ({ signature: '5SigBase58' })) }
    const driver = createAuthDriver({ namespace: 'solana', frame, provider, onUser: vi.fn(), onSignedOut: vi.fn(), hasLogin: () => true, networks: () => [solana] })
    await expect(driver.sendTransaction({ to: 'SoLAddress', value: 1n, transaction: 'AQID' })).resolves.toBe('5SigBase58')
    expect(provider.request).toHaveBeenCalledWith({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQID' } })
    provider.request.mockResolvedValueOnce({ nope: true } as never)
    await expect(driver.sendTransaction({ to: 'SoLAddress', value: 1n, transaction: 'AQID' })).rejects.toBeTruthy()
  })

  it('SPEC §9: Solana chains are named by CAIP-2 id in the frame; base units format exactly', () => {
    expect(frameChainId(solana)).toBe(solana.caipNetworkId)
    expect(networkIdOf(solana.caipNetworkId)).toBe(solana.id)
    expect(networkIdOf('eip155:8453')).toBe(8453)
    expect(formatUnits(1_500_000_000n, 9)).toBe('1.5')
    expect(formatUnits(0n, 18)).toBe('0')
  })
})
