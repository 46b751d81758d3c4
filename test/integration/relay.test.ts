/**
 * The devnet WalletConnect relay, driven by the real client libraries: a dapp on
 * `@walletconnect/sign-client` and a wallet on `@reown/walletkit`, in one Node process, with
 * nothing leaving 127.0.0.1.
 */
import { readdirSync } from 'node:fs'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { toHex, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../devnet/relay'
import { recordOutbound, type OutboundRecorder } from '../../devnet/relay/outbound-recorder'

// Anvil's first dev account: a well-known test key, never funded outside a devnet.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const CHAINS = ['eip155:1', 'eip155:8453']
const METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain']
const EVENTS = ['chainChanged', 'accountsChanged']
const USER_REJECTED = { code: 4001, message: 'User rejected the request.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
const metadata = (name: string) => ({ name, description: `Portico devnet ${name}`, url: 'http://127.0.0.1', icons: [] })

type Dapp = Awaited<ReturnType<typeof SignClient.init>>
type Wallet = Awaited<ReturnType<typeof WalletKit.init>>

let relay: Relay
let outbound: OutboundRecorder
let dapp: Dapp
let wallet: Wallet
let repoEntriesBefore: string[]

async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The wallet signs `personal_sign` with the dev key and rejects everything else, as a user would. */
async function answerRequest({ id, topic, params }: WalletKitTypes.SessionRequest): Promise<void> {
  const { method, params: args } = params.request as { method: string; params: [Hex, string] }
  const response =
    method === 'personal_sign'
      ? { id, jsonrpc: '2.0', result: await account.signMessage({ message: { raw: args[0] } }) }
      : { id, jsonrpc: '2.0', error: USER_REJECTED }
  await wallet.respondSessionRequest({ topic, response })
}

async function connectSession() {
  const proposal = new Promise<WalletKitTypes.SessionProposal>((resolve) => wallet.once('session_proposal', resolve))
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: { chains: CHAINS, methods: METHODS, events: EVENTS } } })
  if (!uri) throw new Error('connect() returned no pairing URI')
  await wallet.pair({ uri })
  const { id } = await proposal
  await wallet.approveSession({
    id,
    namespaces: {
      eip155: { chains: CHAINS, accounts: CHAINS.map((chain) => `${chain}:${account.address}`), methods: METHODS, events: EVENTS },
    },
  })
  return approval()
}

function personalSign(topic: string, text: string): Promise<Hex> {
  return dapp.request<Hex>({ topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: [toHex(text), account.address] } })
}

beforeAll(async () => {
  repoEntriesBefore = readdirSync(process.cwd()).sort()
  outbound = recordOutbound()
  relay = await startRelay()
  // In-memory storage (the Node default of @walletconnect/keyvaluestorage, made explicit): no files.
  const storageOptions = { database: ':memory:' }
  dapp = await SignClient.init({ projectId: 'devnet', relayUrl: relay.url, customStoragePrefix: 'dapp', storageOptions, logger: 'silent', metadata: metadata('dapp') })
  wallet = await WalletKit.init({
    core: new Core({ projectId: 'devnet', relayUrl: relay.url, customStoragePrefix: 'wallet', storageOptions, logger: 'silent' }),
    metadata: metadata('wallet'),
  })
  wallet.on('session_request', (request) => void answerRequest(request))
})

afterAll(async () => {
  for (const core of [dapp?.core, wallet?.core]) {
    if (!core) continue
    core.heartbeat.stop()
    await core.relayer.transportClose()
  }
  await relay?.stop()
  outbound?.restore()
})

describe('devnet WalletConnect relay with the real clients', () => {
  it('SPEC §7 relay websocket: pairs and settles a session through wc_proposeSession / wc_approveSession', async () => {
    const session = await connectSession()

    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`, `eip155:8453:${account.address}`])
    expect(session.namespaces.eip155?.methods).toEqual(METHODS)
    expect(wallet.getActiveSessions()[session.topic]).toBeDefined()
    const byMethod = relay.metrics().messagesByMethod
    expect(byMethod.wc_proposeSession).toBe(1)
    expect(byMethod.wc_approveSession).toBe(1)
  })

  it('SPEC §7 relay websocket: delivers from the mailbox what was published before the peer subscribed', async () => {
    // connect() publishes the proposal before the wallet has the URI, and the wallet publishes the
    // settle request before the dapp subscribes to the session topic: both wait in the mailbox.
    const before = relay.metrics()
    const session = await connectSession()
    const after = relay.metrics()

    expect(session.acknowledged).toBe(true)
    expect(after.published - before.published).toBeGreaterThanOrEqual(4) // proposal, response, settle, settle ack
    expect(after.delivered - before.delivered).toBe(after.published - before.published)
  })

  it('SPEC §7 relay websocket: a personal_sign request is answered by the wallet and verifies on the dapp', async () => {
    const session = await connectSession()
    const signature = await personalSign(session.topic, 'hello portico')

    expect(await verifyMessage({ address: account.address, message: 'hello portico', signature })).toBe(true)
  })

  it('SPEC §7 relay websocket: a request the wallet rejects surfaces as an error on the dapp', async () => {
    const session = await connectSession()
    const request = dapp.request({ topic: session.topic, chainId: 'eip155:8453', request: { method: 'eth_sendTransaction', params: [{ from: account.address, to: account.address, value: '0x0' }] } })

    await expect(request).rejects.toMatchObject(USER_REJECTED)
  })

  it('SPEC §7 relay websocket: a disconnect from the dapp reaches the wallet as session_delete', async () => {
    const session = await connectSession()
    const deleted = new Promise<{ topic: string }>((resolve) => wallet.once('session_delete', resolve))
    await dapp.disconnect({ topic: session.topic, reason: USER_DISCONNECTED })

    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.getActiveSessions()[session.topic]).toBeUndefined()
  })

  it('SPEC §7 relay websocket: a disconnect from the wallet reaches the dapp as session_delete', async () => {
    const session = await connectSession()
    const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnectSession({ topic: session.topic, reason: USER_DISCONNECTED })

    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session.keys).not.toContain(session.topic)
  })

  it('SPEC §7 relay websocket: after every socket is dropped both clients reconnect and the next request succeeds', async () => {
    const session = await connectSession()
    const { connectionsTotal } = relay.metrics()

    relay.dropAllSockets()
    await waitFor(() => !dapp.core.relayer.connected && !wallet.core.relayer.connected, 'both clients to see the drop')
    await waitFor(() => relay.metrics().connections === 2 && dapp.core.relayer.connected && wallet.core.relayer.connected, 'both clients to reconnect')

    expect(relay.metrics().connectionsTotal).toBe(connectionsTotal + 2)
    const signature = await personalSign(session.topic, 'after the drop')
    expect(await verifyMessage({ address: account.address, message: 'after the drop', signature })).toBe(true)
  })

  it('SPEC §7 relay websocket: a delayed delivery still completes a request', async () => {
    const session = await connectSession()
    relay.setDeliveryDelay(300)
    try {
      const started = Date.now()
      const signature = await personalSign(session.topic, 'slow relay')
      expect(Date.now() - started).toBeGreaterThanOrEqual(600) // request and response each held back
      expect(await verifyMessage({ address: account.address, message: 'slow relay', signature })).toBe(true)
    } finally {
      relay.setDeliveryDelay(0)
    }
  })

  it('SPEC §7 relay websocket: no connection left 127.0.0.1 and no storage file was written', () => {
    expect(outbound.all()).toContain('127.0.0.1')
    expect(outbound.nonLoopback()).toEqual([])
    expect(readdirSync(process.cwd()).sort()).toEqual(repoEntriesBefore)
  })
})
