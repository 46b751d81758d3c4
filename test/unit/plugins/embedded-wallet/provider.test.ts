import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApprovals } from '../../../../plugins/embedded-wallet/approvals'
import { NOT_ALLOWED_DELAY_MS, createEmbeddedProvider, type ProviderContext } from '../../../../plugins/embedded-wallet/provider'
import { rpcPolicy } from '../../../../plugins/embedded-wallet/rpc-policy'
import { mainnet } from '../../../../kernel/networks'

function setup() {
  const approvals = createApprovals()
  const frameCalls: unknown[] = []
  const shown: string[] = []
  const context: ProviderContext = {
    frame: async () => ({
      request: (async (name: string, payload: unknown) => {
        frameCalls.push({ name, payload })
        return '0xresult'
      }) as never,
    }),
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
    expect(((await settled) as Error).message).toBe('Requested RPC call is not allowed')
    expect(frameCalls).toEqual([])
  })

  it('SPEC §6: account and chain queries are answered locally', async () => {
    const { provider, frameCalls } = setup()
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual(['0x' + '1'.repeat(40)])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(frameCalls).toEqual([])
  })
})
