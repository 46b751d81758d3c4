/**
 * portico-devnet's small pure parts: the createModal config it hands an app, the /devnet.json it describes itself
 * with, the dev inbox's waits, and the test wallets' approval rules (a delay on the host's clock, per method and
 * per call).
 */
import { describe, expect, it } from 'vitest'
import { devInbox } from '../../../devnet/dev-inbox'
import { devnetJsonOf } from '../../../devnet/devnet-json'
import type { Devnet } from 'portico-devnet'
import { modalConfigOf } from '../../../devnet/modal-config'
import { createApprovalModes, type Sleep } from '../../../devnet/wallets/approval-modes'

const SOURCE = {
  rpc: { 1: 'http://127.0.0.1:1/eip155:1', 8453: 'http://127.0.0.1:2/eip155:8453' },
  api: 'http://127.0.0.1:3',
  registry: 'http://127.0.0.1:4',
  analytics: 'http://127.0.0.1:5',
  secureSite: 'http://127.0.0.1:6/frame',
  solana: { rpcUrl: 'http://127.0.0.1:7', caipNetworkId: 'solana:devnetgenesis' },
}

describe('modalConfig', () => {
  it('points Ethereum and Base at the devnet RPCs and every service at the devnet; Solana is its own chain', () => {
    const config = modalConfigOf(SOURCE)
    expect(config.networks.map((network) => [network.caipNetworkId, network.rpcUrls?.default.http[0]])).toEqual([
      ['eip155:1', SOURCE.rpc[1]],
      ['eip155:8453', SOURCE.rpc[8453]],
      ['solana:devnetgenesis', SOURCE.solana.rpcUrl],
    ])
    expect(config.services).toEqual({ blockchainApiUrl: SOURCE.api, registryUrl: SOURCE.registry, analyticsUrl: SOURCE.analytics, secureSiteUrl: SOURCE.secureSite })
    expect(config.projectId).toBe('portico-devnet')
    expect(JSON.parse(JSON.stringify(config))).toEqual(config) // served to the page as JSON
  })

  it('namespaces pick the networks; rpcThroughApi leaves a chain to the Blockchain API route', () => {
    const config = modalConfigOf(SOURCE, { namespaces: ['eip155', 'bip122', 'polkadot'], rpcThroughApi: [8453], projectId: 'p' })
    expect(config.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453', 'bip122:000000000933ea01ad0ee984209779ba', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'])
    expect(config.networks[1]?.rpcUrls?.default.http).toEqual([])
    expect(config.projectId).toBe('p')
  })
})

describe('devnet.json', () => {
  it('what `--json` writes and serveDevnetJson answers: the URLs, each chain, Solana and the createModal config, as JSON', () => {
    const urls = { rpc: SOURCE.rpc, api: SOURCE.api, registry: SOURCE.registry, analytics: SOURCE.analytics, secureSite: SOURCE.secureSite, solanaRpc: SOURCE.solana.rpcUrl, relay: 'ws://127.0.0.1:8', walletPage: 'http://127.0.0.1:9', bundler: 'http://127.0.0.1:10', onrampPage: 'http://127.0.0.1:11' }
    const chain = (chainId: 1 | 8453) => ({ chainId, rpcUrl: SOURCE.rpc[chainId], nodeUrl: 'http://127.0.0.1:12', tokens: { USDC: '0x01' }, collections: { DEVNFT: '0x02' } })
    const devnet = {
      urls,
      chains: { 1: chain(1), 8453: chain(8453) },
      solana: { caipNetworkId: SOURCE.solana.caipNetworkId },
      modalConfig: () => modalConfigOf(SOURCE),
    } as unknown as Pick<Devnet, 'urls' | 'chains' | 'solana' | 'modalConfig'>
    const json = devnetJsonOf(devnet)
    expect(json).toEqual({
      urls,
      // The node's own URL (past the fault proxy) is the test's, not the app's.
      chains: { 1: { rpcUrl: SOURCE.rpc[1], tokens: { USDC: '0x01' }, collections: { DEVNFT: '0x02' } }, 8453: { rpcUrl: SOURCE.rpc[8453], tokens: { USDC: '0x01' }, collections: { DEVNFT: '0x02' } } },
      solana: SOURCE.solana,
      modalConfig: modalConfigOf(SOURCE),
    })
    expect(JSON.parse(JSON.stringify(json))).toEqual(json)
  })
})

describe('dev inbox', () => {
  it('inbox lists the codes; nextCode waits for one beyond the known ones and answers the newest', async () => {
    const codes: string[] = ['111111']
    const inbox = devInbox({ inbox: () => [...codes], deviceLinks: () => [] })
    expect(inbox.inbox('a@b.test')).toEqual({ codes: ['111111'], latestCode: '111111', deviceLinks: [] })
    const next = inbox.nextCode('a@b.test', 1)
    setTimeout(() => codes.push('222222', '333333'), 150)
    expect(await next).toBe('333333')
  })
})

describe('approval modes', () => {
  it('a delay answers after its time on the given clock, then the default; once applies to one call only', async () => {
    const slept: number[] = []
    const sleep: Sleep = async (ms) => {
      slept.push(ms)
    }
    const modes = createApprovalModes(sleep)
    modes.set({ delayMs: 15_000 }, { method: 'eth_requestAccounts', once: true })
    modes.set({ delayMs: 500, then: 'reject' }, { method: 'personal_sign' })
    expect(await modes.decide('eth_requestAccounts')).toBe('approve')
    expect(await modes.decide('eth_requestAccounts')).toBe('approve')
    expect(await modes.decide('personal_sign')).toBe('reject')
    expect(await modes.decide('personal_sign')).toBe('reject')
    expect(slept).toEqual([15_000, 500, 500])
  })
})
