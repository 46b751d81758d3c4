/**
 * The embedded wallet's account type (SPEC §5 smart accounts only on enabled networks, §6 the preferred type the
 * user changes): the frame requests in order, then the auth connector connects again so the kernel takes the new
 * address; a frame refusal stops the switch.
 */
import { describe, expect, it, vi } from 'vitest'
import { base, mainnet, sepolia } from 'portico/networks'
import { smartAccountOffered, switchAccountType } from '../../../../plugins/embedded-wallet/account-type'

function kernelWith(request: (name: string, payload?: unknown) => Promise<unknown>) {
  const connect = vi.fn(async () => ({ address: '0xsmart', chainId: 1 }))
  const kernel = {
    plugin: vi.fn(() => ({ api: { request } })),
    connection: { connect },
  }
  return { kernel: kernel as unknown as Parameters<typeof switchAccountType>[0], connect }
}

describe('embedded wallet account type', () => {
  it("SPEC §5: the smart account is offered only where the active network's id is in the frame's enabled list", async () => {
    const request = vi.fn(async () => ({ smartAccountEnabledNetworks: [1, 8453] }))
    const { kernel } = kernelWith(request)
    expect(await smartAccountOffered(kernel, mainnet)).toBe(true)
    expect(await smartAccountOffered(kernel, base)).toBe(true)
    expect(await smartAccountOffered(kernel, sepolia)).toBe(false)
    expect(await smartAccountOffered(kernel, undefined)).toBe(false)
    expect(request).toHaveBeenCalledWith('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
  })

  it('to the smart account: INIT_SMART_ACCOUNT, SET_PREFERRED_ACCOUNT, then the auth connector connects again', async () => {
    const calls: string[] = []
    const request = vi.fn(async (name: string, payload?: unknown) => {
      calls.push(payload ? `${name} ${JSON.stringify(payload)}` : name)
      return {}
    })
    const { kernel, connect } = kernelWith(request)
    connect.mockImplementation(async () => {
      calls.push('connect')
      return { address: '0xsmart', chainId: 1 }
    })
    await switchAccountType(kernel, 'smartAccount')
    expect(calls).toEqual(['INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT {"type":"smartAccount"}', 'connect'])
    expect(connect).toHaveBeenCalledWith({ namespace: 'eip155', connectorId: 'ID_AUTH' })

    calls.length = 0
    await switchAccountType(kernel, 'eoa')
    expect(calls).toEqual(['SET_PREFERRED_ACCOUNT {"type":"eoa"}', 'connect'])
  })

  it('a frame refusal stops the switch: the account is not reconnected', async () => {
    const { kernel, connect } = kernelWith(async (name) => {
      if (name === 'INIT_SMART_ACCOUNT') throw new Error('Smart accounts are not enabled on chain 11155111')
      return {}
    })
    await expect(switchAccountType(kernel, 'smartAccount')).rejects.toThrow('Smart accounts are not enabled on chain 11155111')
    expect(connect).not.toHaveBeenCalled()
  })
})
