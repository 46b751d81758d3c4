import { describe, expect, it } from 'vitest'
import { approvedChains, connectResultOf, sessionNamespacesSchema } from '../../../../plugins/walletconnect/session'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const session = sessionNamespacesSchema.parse({
  eip155: {
    accounts: [`eip155:1:${ADDRESS}`, `eip155:8453:${ADDRESS}`],
    methods: ['personal_sign'],
    events: ['chainChanged'],
  },
})

describe('WalletConnect session reading (CAIP-10 accounts)', () => {
  it('SPEC §3: the approved chains and the account on the preferred chain', () => {
    expect(approvedChains(session, 'eip155')).toEqual(['eip155:1', 'eip155:8453'])
    expect(connectResultOf(session, 'eip155', 'eip155:8453')).toEqual({
      address: ADDRESS,
      chainId: 8453,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      // SPEC §3 chain state: the approved chains, and a wallet that cannot be asked for others.
      networkState: { approvedCaipNetworkIds: ['eip155:1', 'eip155:8453'], supportsAllNetworks: false },
    })
  })

  it('SPEC §3: an unapproved preferred chain falls back to the first approved one', () => {
    expect(connectResultOf(session, 'eip155', 'eip155:10')?.chainId).toBe(1)
  })

  it('SPEC §8: a namespace absent from the session gives no result', () => {
    expect(connectResultOf(session, 'solana')).toBeUndefined()
  })

  it('SPEC §5: a malformed account from the wallet is refused at the boundary', () => {
    expect(sessionNamespacesSchema.safeParse({ eip155: { accounts: ['not-caip'], methods: [], events: [] } }).success).toBe(false)
  })
})
