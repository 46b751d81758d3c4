import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApprovals } from '../../../../plugins/embedded-wallet/approvals'
import { NOT_ALLOWED_DELAY_MS, createEmbeddedProvider, type ProviderContext } from '../../../../plugins/embedded-wallet/provider'
import { rpcPolicy } from '../../../../plugins/embedded-wallet/rpc-policy'
import { PENDING_REQUESTS_LIMIT } from '../../../../plugins/embedded-wallet/constants'
import { PorticoError, errorIn, messageIn, CONNECTION_MESSAGES, ProviderRpcError } from 'portico/plugin'
import { FRAME_MESSAGES } from '../../../../kernel/frame/errors'
import { mainnet } from 'portico/networks'

function setup(answer: (payload: { method: string }) => Promise<unknown> = async () => '0xresult') {
  const approvals = createApprovals()
  const frameCalls: unknown[] = []
  const shown: string[] = []
  const context: ProviderContext = {
    frame: async () => ({
      request: (async (name: string, payload: { method: string }) => {
        frameCalls.push({ name, payload })
        return answer(payload)
      }) as never,
    }),
    signedIn: () => true,
    approvals,
    address: () => '0x' + '1'.repeat(40),
    network: () => mainnet,
    switchNetwork: vi.fn(async () => undefined),
    showApproval: async (id) => void shown.push(`approve:${id}`),
    showNotAllowed: async () => void shown.push('modal'),
    showNotAllowedMessage: () => void shown.push('Action not allowed'),
    refreshBalance: vi.fn(),
  }
  return { provider: createEmbeddedProvider(context), approvals, frameCalls, shown, context }
}

afterEach(() => vi.useRealTimers())

describe('embedded wallet provider (SPEC §6)', () => {
  it('SPEC §6: methods are classified safe, needing approval, answered locally, or not allowed', () => {
    expect(rpcPolicy('eth_getBalance')).toBe('safe')
    expect(rpcPolicy('eth_sendRawTransaction')).toBe('safe')
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'solana_signTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']) {
      expect(rpcPolicy(method)).toBe('approve')
    }
    expect(rpcPolicy('eth_requestAccounts')).toBe('local')
    expect(rpcPolicy('eth_sign')).toBe('not-allowed')
  })

  it('SPEC §6: a safe method runs silently through the frame with the active chain', async () => {
    const { provider, frameCalls, shown } = setup()
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0xresult')
    expect(frameCalls).toEqual([{ name: 'RPC_REQUEST', payload: { method: 'eth_blockNumber', params: undefined, chainId: 1, chainNamespace: 'eip155' } }])
    expect(shown).toEqual([])
  })

  it("SPEC §8: with no login on (none yet, or signed out) the frame hears nothing: a safe or an approval method is refused with 'Please call connect() before request()'", async () => {
    const { provider, frameCalls, shown, context } = setup()
    context.signedIn = () => false
    for (const method of ['eth_getBalance', 'wallet_getAssets', 'personal_sign']) {
      await expect(provider.request({ method, params: [] })).rejects.toMatchObject({ code: 5000, message: 'Please call connect() before request()' })
    }
    expect([frameCalls, shown]).toEqual([[], []])
    // What the provider answers itself still answers: no account.
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(['0x' + '1'.repeat(40)])
  })

  it('SPEC §6: a not-safe method waits for approval, then reaches the frame and refreshes the balance', async () => {
    const { provider, approvals, frameCalls, shown, context } = setup()
    const pending = provider.request({ method: 'personal_sign', params: ['0x68', '0x1'] })
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    expect(frameCalls).toEqual([])
    const id = shown[0]!.slice('approve:'.length)
    expect(approvals.get(id)).toMatchObject({ method: 'personal_sign' })
    approvals.settle(id, true)
    await expect(pending).resolves.toBe('0xresult')
    expect(frameCalls).toHaveLength(1)
    expect(context.refreshBalance).toHaveBeenCalledOnce()
  })

  it('SPEC §8: rejecting (or closing the modal) answers the app with EIP-1193 error 4001 and nothing reaches the frame', async () => {
    const { provider, approvals, frameCalls, shown } = setup()
    const pending = provider.request({ method: 'eth_sendTransaction', params: [{}] })
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    approvals.rejectAll()
    await expect(pending).rejects.toMatchObject({ code: 4001 })
    expect(frameCalls).toEqual([])
  })

  it("SPEC §6/§8: another method opens the modal, shows 'Action not allowed' 300 ms later and rejects", async () => {
    vi.useFakeTimers()
    const { provider, shown, frameCalls } = setup()
    const pending = provider.request({ method: 'eth_sign', params: [] })
    const settled = pending.catch((error: Error) => error)
    await vi.advanceTimersByTimeAsync(NOT_ALLOWED_DELAY_MS - 1)
    expect(shown).toEqual(['modal'])
    await vi.advanceTimersByTimeAsync(1)
    expect(shown).toEqual(['modal', 'Action not allowed'])
    expect(await settled).toMatchObject({ code: 5000, message: 'Requested RPC call is not allowed', cause: { code: 'RPC_CALL_NOT_ALLOWED' } })
    expect(frameCalls).toEqual([])
  })

  it("SPEC §8: a wallet_getCapabilities without the address is refused (5000) and never reaches the frame; with it, it does", async () => {
    const { provider, frameCalls } = setup()
    for (const params of [undefined, [], [123], ['not-an-address'], { address: '0x' + '1'.repeat(40) }]) {
      const refused = await provider.request({ method: 'wallet_getCapabilities', params }).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(ProviderRpcError)
      expect(refused).toMatchObject({ code: 5000, message: 'Missing address parameter in `wallet_getCapabilities` request', cause: { code: 'CAPABILITIES_MISSING_ADDRESS' } })
    }
    expect(frameCalls).toEqual([])
    await expect(provider.request({ method: 'wallet_getCapabilities', params: ['0x' + '1'.repeat(40), ['0x1']] })).resolves.toBe('0xresult')
    expect(frameCalls).toHaveLength(1)
  })

  it("SPEC §8: a wallet_getCallsStatus the wallet refuses rejects with 'Fetching call status not approved by the wallet.' (5000), its answer the cause", async () => {
    const walletRefusal = new PorticoError('FRAME_ERROR', 'wallet_getCallsStatus needs the smart account')
    const { provider } = setup(async ({ method }) => {
      if (method === 'wallet_getCallsStatus') throw walletRefusal
      return '0xresult'
    })
    const refused = await provider.request({ method: 'wallet_getCallsStatus', params: ['0x' + 'ab'.repeat(32)] }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 5000, message: 'Fetching call status not approved by the wallet.', cause: { code: 'CALL_STATUS_NOT_APPROVED', cause: walletRefusal } })
    // Another method's refusal keeps the wallet's own message.
    const { provider: other } = setup(async () => {
      throw walletRefusal
    })
    await expect(other.request({ method: 'eth_getBalance', params: [] })).rejects.toBe(walletRefusal)
  })

  it('SPEC §8: a wallet_getCallsStatus the frame did not answer is not called a refusal', async () => {
    const timeout = errorIn(FRAME_MESSAGES, 'SOMETHING_WENT_WRONG')
    const { provider } = setup(async () => {
      throw timeout
    })
    await expect(provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] })).rejects.toBe(timeout)
  })

  it("SPEC §8: wallet_switchEthereumChain to a malformed or unconfigured chain id rejects with 'Unsupported chain', wallet code 32603", async () => {
    const { provider, context } = setup()
    const configured = vi.fn(async (chainId: number | string) => {
      if (chainId !== 8453) throw errorIn(CONNECTION_MESSAGES, 'UNSUPPORTED_CHAIN')
    })
    context.switchNetwork = configured
    for (const params of [undefined, [], [{}], [{ chainId: 'base' }], [{ chainId: 8453 }]]) {
      await expect(provider.request({ method: 'wallet_switchEthereumChain', params })).rejects.toMatchObject({
        code: 32603,
        message: messageIn(CONNECTION_MESSAGES, 'UNSUPPORTED_CHAIN'),
        cause: { code: 'UNSUPPORTED_CHAIN' },
      })
    }
    expect(configured).not.toHaveBeenCalled()
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x3e7' }] })).rejects.toMatchObject({
      code: 32603,
      message: 'Unsupported chain',
      cause: { details: { chainId: '0x3e7' } },
    })
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).resolves.toBeNull()
    expect(configured).toHaveBeenLastCalledWith(8453)
  })

  it('SPEC §9: 99 requests may wait for approval at once; the 100th is refused (5000) and the others still settle', async () => {
    expect(PENDING_REQUESTS_LIMIT).toBe(99)
    const { provider, approvals, shown, frameCalls } = setup()
    const waiting = Array.from({ length: PENDING_REQUESTS_LIMIT }, (_, index) => provider.request({ method: 'personal_sign', params: [`0x${index}`, '0x1'] }))
    await vi.waitFor(() => expect(shown).toHaveLength(PENDING_REQUESTS_LIMIT))
    const refused = await provider.request({ method: 'personal_sign', params: ['0xff', '0x1'] }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 5000, message: 'Too many requests are waiting for approval (at most 99): approve or reject one first', cause: { code: 'EMBEDDED_TOO_MANY_PENDING' } })
    expect(shown).toHaveLength(PENDING_REQUESTS_LIMIT) // no approval view opened for it
    // Settling one makes room for the next; the waiting ones are untouched by the refusal.
    const first = shown[0]!.slice('approve:'.length)
    approvals.settle(first, true)
    await expect(waiting[0]).resolves.toBe('0xresult')
    const next = provider.request({ method: 'personal_sign', params: ['0xfe', '0x1'] })
    await vi.waitFor(() => expect(shown).toHaveLength(PENDING_REQUESTS_LIMIT + 1))
    approvals.rejectAll()
    await expect(next).rejects.toMatchObject({ code: 4001 })
    for (const request of waiting.slice(1)) await expect(request).rejects.toMatchObject({ code: 4001 })
    expect(frameCalls).toHaveLength(1)
  })

  it('SPEC §6: account and chain queries are answered locally', async () => {
    const { provider, frameCalls } = setup()
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual(['0x' + '1'.repeat(40)])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(frameCalls).toEqual([])
  })
})
