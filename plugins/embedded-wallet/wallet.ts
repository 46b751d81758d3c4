/**
 * The embedded wallet of one kernel: ONE frame bridge (imported and created
 * only when an email/social flow starts or a stored session is restored),
 * the auth connector's drivers (one per configured namespace of SPEC §9),
 * the app-facing provider with its approvals (SPEC §6), and the SPEC §4
 * storage lifecycle. The email and socials plugins share it; whichever loads
 * first creates it (DESIGN: plugins do not import each other, both import
 * this shared module, which a bundler puts in one shared lazy chunk).
 */
import { KERNEL_MESSAGES, messageIn } from '../../kernel/errors'
import type { FrameBridge } from '../../kernel/frame/bridge'
import type { RequestName } from '../../kernel/frame/constants'
import type { RequestPayload, SuccessPayload, WalletUser } from '../../kernel/frame/messages'
import { updateAccount } from '../../kernel/store'
import type { ConnectResult, Kernel, Namespace, Network } from '../../kernel/types'
import { createApprovals, type Approvals } from './approvals'
import { createAuthDriver } from './driver'
import { applyEmailChange } from './email-change'
import { clearLogin, storeLogin } from './login-storage'
import { createEmbeddedProvider } from './provider'
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES, type AuthNamespace } from './session-hint'

export const APPROVE_TRANSACTION_VIEW = 'ApproveTransaction'

export type BridgeFactory = (kernel: Kernel) => Promise<FrameBridge>

export interface EmbeddedWallet {
  readonly approvals: Approvals
  /** The bridge, created (and its frame loaded) on first call. */
  frame(): Promise<FrameBridge>
  /** A frame request (loads the frame first). */
  request<N extends RequestName>(name: N, payload?: RequestPayload<N>): Promise<SuccessPayload<N>>
  /** The namespace a login connects: the active one when the auth connector serves it. */
  loginNamespace(): AuthNamespace
  /** Connect the auth connector through the kernel after the frame signed the user in. */
  finishLogin(social?: { provider: string; userName?: string | null }): Promise<ConnectResult>
  /** The frame confirmed an email update: the new address replaces the old one app-side. */
  emailChanged(newEmail: string): void
  destroy(): void
}

/** The bridge module is imported here, never at page load (DESIGN: heavy imports at the latest moment). */
const defaultBridgeFactory: BridgeFactory = async (kernel) => {
  const { createFrameBridge } = await import('../../kernel/frame/bridge')
  return createFrameBridge({ secureSiteUrl: kernel.config.services.secureSiteUrl, projectId: kernel.config.projectId ?? '' })
}

const wallets = new WeakMap<Kernel, { wallet: EmbeddedWallet; users: number }>()

/** The kernel's embedded wallet, created on first call (registers the auth drivers). */
export function getEmbeddedWallet(kernel: Kernel, options: { createBridge?: BridgeFactory } = {}): EmbeddedWallet {
  let entry = wallets.get(kernel)
  if (!entry) {
    entry = { wallet: createEmbeddedWallet(kernel, options.createBridge ?? defaultBridgeFactory), users: 0 }
    wallets.set(kernel, entry)
  }
  return entry.wallet
}

/**
 * A plugin's hold on the shared wallet (from its setup): the wallet is
 * destroyed when the last plugin that holds it is removed.
 */
export function retainEmbeddedWallet(kernel: Kernel, options: { createBridge?: BridgeFactory } = {}): () => void {
  getEmbeddedWallet(kernel, options)
  const entry = wallets.get(kernel) as { wallet: EmbeddedWallet; users: number }
  entry.users += 1
  let released = false
  return () => {
    if (released) return
    released = true
    entry.users -= 1
    if (entry.users === 0) entry.wallet.destroy()
  }
}

/**
 * Tests and a debug panel read the bridge's counters and reach the provider;
 * only with `debug: true`, so a production config never exposes them.
 */
function exposeDebug(kernel: Kernel, entries: Record<string, unknown>): void {
  if (!kernel.config.debug) return
  const target = globalThis as { __porticoDebug?: Record<string, unknown> }
  target.__porticoDebug = { ...target.__porticoDebug, ...entries }
}

function createEmbeddedWallet(kernel: Kernel, createBridge: BridgeFactory): EmbeddedWallet {
  const approvals = createApprovals()
  let bridge: Promise<FrameBridge> | undefined
  const users = new Map<Namespace, WalletUser>()

  function frame(): Promise<FrameBridge> {
    bridge ??= createBridge(kernel).then(async (created) => {
      exposeDebug(kernel, { frame: created.debug })
      await created.load()
      void created
        .request('SYNC_DAPP_DATA', {
          metadata: kernel.config.metadata,
          sdkType: kernel.config.sdkType,
          sdkVersion: kernel.config.sdkVersion,
          projectId: kernel.config.projectId ?? '',
        })
        .catch(() => undefined)
      return created
    })
    // A failed load ('Unable to load email login dependency') may be retried by the next flow.
    bridge.catch(() => (bridge = undefined))
    return bridge
  }

  const namespaces = AUTH_NAMESPACES.filter((namespace) => kernel.store.getState().chains[namespace])
  const chain = (namespace: Namespace) => kernel.store.getState().chains[namespace]

  function onUser(user: WalletUser, namespace: AuthNamespace): void {
    users.set(namespace, user)
    storeLogin(kernel.storage, { email: user.email, namespace })
  }

  /** SPEC §3 user fields, written after the connection synced the account (it sets its own defaults first). */
  const applyUser = ({ namespace, status }: { namespace: Namespace; status: string }) => {
    const user = users.get(namespace)
    if (status !== 'connected' || !user || chain(namespace)?.accountState.connectorId !== AUTH_CONNECTOR_ID) return
    updateAccount(kernel.store, namespace, {
      user: { email: user.email ?? null, username: user.userName ?? kernel.storage.get('socialUsername') ?? null },
      ...(user.accounts ? { allAccounts: user.accounts } : {}),
      ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
      smartAccountDeployed: user.smartAccountDeployed ?? false,
      // SPEC §3 socialProvider: which social login (if any) the session came from.
      socialProvider: kernel.storage.get('connectedSocial'),
    })
  }
  kernel.bus.on('account-change', applyUser)
  const rejectPending = () => approvals.rejectAll()
  kernel.bus.on('modal-close', rejectPending)

  const unregisterView = kernel.router.registerView(APPROVE_TRANSACTION_VIEW, () => import('./views/ApproveTransaction'))

  const removals = namespaces.map((namespace) => {
    const network = (): Network | undefined => chain(namespace)?.networkState.caipNetwork
    const provider = createEmbeddedProvider({
      frame,
      approvals,
      address: () => chain(namespace)?.accountState.address,
      network,
      async switchNetwork(chainId) {
        const target = kernel.config.networks.find((candidate) => candidate.chainNamespace === namespace && String(candidate.id) === String(chainId))
        if (!target) throw new Error(`Unknown chain ${String(chainId)}`)
        await kernel.connection.switchNetwork(target)
      },
      showApproval: (requestId) => kernel.router.open({ view: APPROVE_TRANSACTION_VIEW, data: { requestId } }),
      showNotAllowed: () => kernel.router.open(),
      showNotAllowedMessage: () => kernel.toast.showSnackbar(messageIn(KERNEL_MESSAGES, 'RPC_CALL_NOT_ALLOWED_SCREEN'), 'error'),
      refreshBalance: () => void kernel.connection.refreshBalance(namespace).catch(() => undefined),
    })
    const driver = createAuthDriver({
      namespace,
      frame,
      provider,
      onUser,
      onSignedOut: () => {
        users.delete(namespace)
        clearLogin(kernel.storage)
      },
    })
    exposeDebug(kernel, { [`${namespace}Provider`]: provider })
    return kernel.registerConnector(namespace, driver)
  })

  const wallet: EmbeddedWallet = {
    approvals,
    frame,
    async request(name, payload) {
      const created = await frame()
      return (created.request as (n: RequestName, p?: unknown) => Promise<never>)(name, payload)
    },
    loginNamespace() {
      const active = kernel.store.getState().activeNamespace
      return namespaces.find((namespace) => namespace === active) ?? namespaces[0] ?? 'eip155'
    },
    async finishLogin(social) {
      if (social) {
        kernel.storage.set('connectedSocial', social.provider)
        if (social.userName) kernel.storage.set('socialUsername', social.userName)
      }
      return kernel.connection.connect({ namespace: wallet.loginNamespace(), connectorId: AUTH_CONNECTOR_ID })
    },
    emailChanged(newEmail) {
      applyEmailChange(kernel, users, newEmail)
    },
    destroy() {
      removals.forEach((remove) => remove())
      unregisterView()
      kernel.bus.off('account-change', applyUser)
      kernel.bus.off('modal-close', rejectPending)
      approvals.rejectAll()
      void bridge?.then((created) => created.destroy(), () => undefined)
      bridge = undefined
      wallets.delete(kernel)
    },
  }
  return wallet
}
