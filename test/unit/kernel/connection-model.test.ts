/**
 * Model-based test of the connection lifecycle (issue "Reliability, round two", item 8): fast-check drives
 * random interleavings of open, choose a wallet, back, close, approve, reject, delay, switch network,
 * disconnect and reload across a browser wallet, WalletConnect and email (eip155) and a Solana wallet,
 * against the real kernel (createModal, its runtime, router, storage and connection), with wallets that
 * answer when the test says. After every step it checks the kernel against a model: status is 'connected'
 * exactly when an address is set, no attempt settles after a newer one, and a reload restores exactly what
 * was connected. A failure prints fast-check's seed and the command sequence, which replay it.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createModal, definePlugin } from 'portico'
import { base, mainnet, solana } from 'portico/networks'
import type { AdapterDescriptor, AdapterEvent, AdapterInstance, ConnectorType, ConnectResult, Modal, Namespace, Network } from 'portico'
import { recordFigure } from '../../reliability-figures'
import { localStorageWith } from './helpers'
import { json, stubFetch } from './stub-adapter'

type WalletKind = 'browser' | 'walletconnect' | 'email' | 'phantom'
const KINDS: readonly WalletKind[] = ['browser', 'walletconnect', 'email', 'phantom']
const NAMESPACES: readonly Namespace[] = ['eip155', 'solana']
const NETWORKS: readonly Network[] = [mainnet, base, solana]

const WALLETS: Record<WalletKind, { namespace: Namespace; connectorId: string; type: ConnectorType; address: string }> = {
  browser: { namespace: 'eip155', connectorId: 'injected', type: 'INJECTED', address: `0x${'1'.repeat(40)}` },
  walletconnect: { namespace: 'eip155', connectorId: 'walletConnect', type: 'MULTI_CHAIN', address: `0x${'2'.repeat(40)}` },
  email: { namespace: 'eip155', connectorId: 'ID_AUTH', type: 'AUTH', address: `0x${'3'.repeat(40)}` },
  phantom: { namespace: 'solana', connectorId: 'phantom', type: 'ANNOUNCED', address: 'So11111111111111111111111111111111111111112' },
}

/** A wallet app: it outlives a page (its permission stays), its open prompts do not. */
class Wallet {
  authorized = false
  private prompts: Array<{ resolve(result: ConnectResult): void; reject(error: unknown): void }> = []
  constructor(readonly kind: WalletKind) {}

  prompt(network?: Network): Promise<ConnectResult> {
    return new Promise((resolve, reject) => {
      this.prompts.push({ resolve: () => resolve({ address: WALLETS[this.kind].address, chainId: network?.id ?? 1 }), reject })
    })
  }
  approve(): void {
    this.authorized = true
    this.prompts.shift()?.resolve(undefined as never)
  }
  reject(): void {
    this.prompts.shift()?.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
  }
  /** WalletConnect: closing the modal abandons the pairings it shows. */
  abandonAll(): void {
    this.prompts.splice(0).forEach(({ reject }) => reject(Object.assign(new Error('The WalletConnect pairing was abandoned'), { code: 'WC_PAIRING_ABANDONED' })))
  }
  /** The page went away (a reload): its prompts answer no one. */
  pageGone(): void {
    this.prompts = []
  }

  /** The instance a page talks to. */
  instance(): AdapterInstance {
    const { namespace, connectorId, type, address } = WALLETS[this.kind]
    const listeners = new Set<(event: AdapterEvent) => void>()
    return {
      namespace,
      getConnectors: () => [{ id: connectorId, name: this.kind, type, chain: namespace }],
      connect: ({ network }) => this.prompt(network),
      reconnect: async ({ network }) => (this.authorized ? { address, chainId: network?.id ?? 1 } : undefined),
      disconnect: async () => {
        this.authorized = false
      },
      switchNetwork: async () => undefined,
      getBalance: async () => ({ balance: '1', symbol: namespace === 'solana' ? 'SOL' : 'ETH' }),
      signMessage: async () => 'signed',
      sendTransaction: async () => 'hash',
      request: async () => null,
      getProvider: () => ({ wallet: this.kind }),
      on: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
  }
}

/** The page: a modal over the wallets, its storage kept across reloads. */
interface Real {
  wallets: Record<WalletKind, Wallet>
  storage: Storage
  modal: Modal
  /** The outcome of every connect call, by attempt number. */
  outcomes: Map<number, 'pending' | 'connected' | { code: unknown }>
}

interface Model {
  open: boolean
  connected: Partial<Record<Namespace, WalletKind>>
  authorized: Record<WalletKind, boolean>
  /** Each wallet's open prompts, oldest first, by attempt number. */
  prompts: Record<WalletKind, number[]>
  /** The newest attempt per namespace while it waits for its wallet. */
  newest: Partial<Record<Namespace, number>>
  /** The namespaces shown as connecting: a newest attempt waits there, and no disconnect came since. */
  connecting: Partial<Record<Namespace, true>>
  attempts: number
}

const flush = async (turns = 6) => {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve))
}

function page(wallets: Record<WalletKind, Wallet>, storage: Storage): Modal {
  const adapter = (namespace: Namespace, kind: WalletKind): AdapterDescriptor => ({ namespace, load: async () => ({ create: () => wallets[kind].instance() }) })
  // WalletConnect and email come as a plugin's connector drivers, as the real plugins serve them.
  const remote = definePlugin({
    name: 'remote-wallets',
    restores: [WALLETS.walletconnect.connectorId, WALLETS.email.connectorId],
    load: async () => ({
      setup(kernel) {
        const removals = [kernel.registerConnector('eip155', wallets.walletconnect.instance()), kernel.registerConnector('eip155', wallets.email.instance())]
        const abandon = () => wallets.walletconnect.abandonAll()
        kernel.bus.on('modal-close', abandon)
        return () => {
          kernel.bus.off('modal-close', abandon)
          removals.forEach((remove) => remove())
        }
      },
    }),
  })
  const { fetch } = stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) })
  return createModal(
    { projectId: 'model', networks: [...NETWORKS], adapters: [adapter('eip155', 'browser'), adapter('solana', 'phantom')], plugins: [remote], features: { analytics: false } },
    { fetch, storage: { localStorage: storage } },
  )
}

/** Until the page's plugins and any restore settled. */
async function loaded(modal: Modal): Promise<void> {
  await modal.ready()
  for (let turn = 0; turn < 100 && (!modal.kernel.plugin('remote-wallets') || modal.getState().connection.status === 'reconnecting'); turn += 1) await flush(1)
  await flush()
}

/** The kernel agrees with the model. */
function check(model: Model, real: Real): void {
  const state = real.modal.getState()
  for (const namespace of NAMESPACES) {
    const account = state.chains[namespace]?.accountState
    const kind = model.connected[namespace]
    // SPEC §4: connected exactly when an address is set.
    expect(account?.status === 'connected', `${namespace} status ${account?.status} with address ${account?.address}`).toBe(account?.address !== undefined)
    expect(account?.address, `${namespace} address`).toBe(kind ? WALLETS[kind].address : undefined)
    if (model.newest[namespace] === undefined) expect(account?.status, `${namespace} status`).toBe(kind ? 'connected' : 'disconnected')
    else expect(account?.status, `${namespace} status`).toBe(model.connecting[namespace] ? 'connecting' : 'disconnected')
    expect(real.storage.getItem(`@appkit-wallet/${namespace}:connected_connector_id`) ?? undefined, `${namespace} stored connector`).toBe(kind ? WALLETS[kind].connectorId : undefined)
  }
  if (NAMESPACES.every((namespace) => model.newest[namespace] === undefined)) {
    expect(state.connection.status).toBe(Object.keys(model.connected).length > 0 ? 'connected' : 'disconnected')
  }
  for (const kind of KINDS) expect(real.wallets[kind].authorized, `${kind} authorized`).toBe(model.authorized[kind])
}

type Command = fc.AsyncCommand<Model, Real>

class Open implements Command {
  check = () => true
  async run(model: Model, real: Real) {
    await real.modal.open()
    model.open = true
    await flush()
    check(model, real)
  }
  toString = () => 'open'
}

class Back implements Command {
  check = () => true
  async run(model: Model, real: Real) {
    real.modal.kernel.router.goBack()
    await flush()
    check(model, real)
  }
  toString = () => 'back'
}

class Close implements Command {
  check = () => true
  async run(model: Model, real: Real) {
    real.modal.close()
    if (model.open) settleAll(model, 'walletconnect')
    model.open = false
    await flush()
    check(model, real)
  }
  toString = () => 'close'
}

/** A wallet's prompts answered no (rejected or abandoned): the newest attempt among them settles. */
function settleAll(model: Model, kind: WalletKind): void {
  for (const attempt of model.prompts[kind].splice(0)) settle(model, kind, attempt)
}
function settle(model: Model, kind: WalletKind, attempt: number): void {
  const namespace = WALLETS[kind].namespace
  if (model.newest[namespace] !== attempt) return
  delete model.newest[namespace]
  delete model.connecting[namespace]
}

class Choose implements Command {
  constructor(readonly kind: WalletKind) {}
  // The Connect view offers a namespace's wallets while it is not connected.
  check = (model: Readonly<Model>) => model.connected[WALLETS[this.kind].namespace] === undefined && model.prompts[this.kind].length < 3
  async run(model: Model, real: Real) {
    const { namespace, connectorId } = WALLETS[this.kind]
    model.attempts += 1
    const attempt = model.attempts
    model.prompts[this.kind].push(attempt)
    model.newest[namespace] = attempt
    model.connecting[namespace] = true
    real.outcomes.set(attempt, 'pending')
    real.modal.connect({ namespace, connectorId }).then(
      () => real.outcomes.set(attempt, 'connected'),
      (error: { code?: unknown }) => real.outcomes.set(attempt, { code: error.code }),
    )
    await flush()
    check(model, real)
  }
  toString = () => `choose ${this.kind}`
}

class Approve implements Command {
  constructor(readonly kind: WalletKind) {}
  check = (model: Readonly<Model>) => model.prompts[this.kind].length > 0
  async run(model: Model, real: Real) {
    const namespace = WALLETS[this.kind].namespace
    const attempt = model.prompts[this.kind].shift() as number
    real.wallets[this.kind].approve()
    model.authorized[this.kind] = true
    const newest = model.newest[namespace] === attempt
    if (newest) {
      settle(model, this.kind, attempt)
      model.connected[namespace] = this.kind
    } else if (model.connected[namespace] !== this.kind) {
      // A late approval of an attempt someone moved on from is refused, and its session ended.
      model.authorized[this.kind] = false
    }
    await flush()
    // No attempt settles after a newer one: only the newest connects.
    expect(real.outcomes.get(attempt), `attempt ${attempt}`).toEqual(newest ? 'connected' : { code: 'CONNECT_SUPERSEDED' })
    check(model, real)
  }
  toString = () => `approve ${this.kind}`
}

class Reject implements Command {
  constructor(readonly kind: WalletKind) {}
  check = (model: Readonly<Model>) => model.prompts[this.kind].length > 0
  async run(model: Model, real: Real) {
    const attempt = model.prompts[this.kind].shift() as number
    real.wallets[this.kind].reject()
    settle(model, this.kind, attempt)
    await flush()
    expect(real.outcomes.get(attempt), `attempt ${attempt}`).toEqual({ code: 4001 })
    check(model, real)
  }
  toString = () => `reject ${this.kind}`
}

class Delay implements Command {
  check = () => true
  async run(model: Model, real: Real) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await flush()
    check(model, real)
  }
  toString = () => 'delay'
}

class SwitchNetwork implements Command {
  constructor(readonly network: Network) {}
  check = () => true
  async run(model: Model, real: Real) {
    await real.modal.switchNetwork(this.network)
    await flush()
    expect(real.modal.getState().activeNamespace).toBe(this.network.chainNamespace)
    check(model, real)
  }
  toString = () => `switch to ${this.network.name}`
}

class Disconnect implements Command {
  check = () => true
  async run(model: Model, real: Real) {
    await real.modal.disconnect()
    for (const namespace of NAMESPACES) {
      const kind = model.connected[namespace]
      if (kind) model.authorized[kind] = false
    }
    model.connected = {}
    model.connecting = {}
    await flush()
    check(model, real)
  }
  toString = () => 'disconnect'
}

class Reload implements Command {
  check = () => true
  async run(model: Model, real: Real) {
    await real.modal.destroy()
    for (const kind of KINDS) real.wallets[kind].pageGone()
    real.modal = page(real.wallets, real.storage)
    await loaded(real.modal)
    // Exactly what was connected comes back, without a prompt; the prompts of the old page are gone.
    for (const kind of KINDS) model.prompts[kind] = []
    model.newest = {}
    model.connecting = {}
    model.open = false
    check(model, real)
  }
  toString = () => 'reload'
}

const commands = [
  fc.constant(new Open()),
  fc.constant(new Back()),
  fc.constant(new Close()),
  fc.constant(new Delay()),
  fc.constant(new Disconnect()),
  fc.constant(new Reload()),
  fc.constantFrom(...KINDS).map((kind) => new Choose(kind)),
  fc.constantFrom(...KINDS).map((kind) => new Approve(kind)),
  fc.constantFrom(...KINDS).map((kind) => new Reject(kind)),
  fc.constantFrom(...NETWORKS).map((network) => new SwitchNetwork(network)),
]

const SEQUENCES = 1_000

describe('connection lifecycle, model-based', () => {
  it(`${SEQUENCES} random interleavings of connects, answers, closes, switches, disconnects and reloads keep the kernel and the model in step`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 16 }), async (sequence) => {
        const wallets = Object.fromEntries(KINDS.map((kind) => [kind, new Wallet(kind)])) as Record<WalletKind, Wallet>
        const storage = localStorageWith()
        const real: Real = { wallets, storage, modal: page(wallets, storage), outcomes: new Map() }
        await loaded(real.modal)
        const model: Model = { open: false, connected: {}, authorized: { browser: false, walletconnect: false, email: false, phantom: false }, prompts: { browser: [], walletconnect: [], email: [], phantom: [] }, newest: {}, connecting: {}, attempts: 0 }
        try {
          await fc.asyncModelRun(() => ({ model, real }), sequence)
        } finally {
          await real.modal.destroy()
        }
      }),
      { numRuns: SEQUENCES },
    )
    recordFigure('connect sequences', SEQUENCES, 'connection model (unit)')
  }, 600_000)
})
