/**
 * The embedded wallet of one modal: ONE frame bridge (imported and created
 * only when an email/social flow starts or a stored session is restored),
 * the auth connector's drivers (one per configured namespace of SPEC §9),
 * the app-facing provider with its approvals (SPEC §6), and the SPEC §4
 * storage lifecycle. It is the embedded-wallet plugin's api; the email and
 * socials plugins require that plugin and use it through the kernel.
 */
import {
  AUTH_CONNECTOR_ID,
  AUTH_NAMESPACES,
  CONNECTION_MESSAGES,
  KERNEL_MESSAGES,
  errorIn,
  loadFrameBridge,
  messageIn,
  type FrameBridge,
  type Kernel,
  type Namespace,
  type Network,
  type PluginScope,
  type RequestName,
  type WalletUser,
} from '../../kernel/plugin'
import { createApprovals } from './approvals'
import { createAuthDriver } from './driver'
import { applyEmailChange } from './email-change'
import { triggerEmailLogin } from './email-cooldown'
import { clearLogin, storeLogin } from './login-storage'
import { EMBEDDED_WALLET_KEYS } from './storage-keys'
import { createEmbeddedProvider } from './provider'
import type { EmbeddedWallet, EmbeddedWalletState } from './state'

export const APPROVE_TRANSACTION_VIEW = 'ApproveTransaction'

export type BridgeFactory = (kernel: Kernel) => Promise<FrameBridge>

/** The bridge loads when a flow or a restore first needs the frame (DESIGN: heavy imports at the latest moment). */
const defaultBridgeFactory: BridgeFactory = (kernel) =>
  loadFrameBridge({ secureSiteUrl: kernel.config.services.secureSiteUrl, projectId: kernel.config.projectId ?? '' })

/**
 * Tests and a debug panel read the bridge's counters and reach the provider;
 * only with `debug: true`, so a production config never exposes them.
 */
function exposeDebug(kernel: Kernel, entries: Record<string, unknown>): void {
  if (!kernel.config.debug) return
  const target = globalThis as { __porticoDebug?: Record<string, unknown> }
  target.__porticoDebug = { ...target.__porticoDebug, ...entries }
}

export function createEmbeddedWallet(
  kernel: Kernel,
  slice: Pick<PluginScope<EmbeddedWalletState>, 'setState'>,
  createBridge: BridgeFactory = defaultBridgeFactory,
): EmbeddedWallet {
  const approvals = createApprovals()
  let bridge: Promise<FrameBridge> | undefined
  const users = new Map<Namespace, WalletUser>()

  let stopThemeSync: (() => void) | undefined

  function frame(): Promise<FrameBridge> {
    bridge ??= createBridge(kernel).then(async (created) => {
      exposeDebug(kernel, { frame: created.debug })
      // SPEC §5 SYNC_THEME: the theme the modal shows and its variables, whenever the frame is READY (also
      // after a reload; the bridge's destroy drops this listener) and on each change of the theme (a mode,
      // the browser's scheme under 'system', a variable: the store replaces `theme` only then).
      const syncTheme = () => {
        const { resolved, variables } = kernel.store.getState().theme
        // Through JSON: a variable set to undefined (unset) is left out, as the frame's schema wants.
        void created.request('SYNC_THEME', { themeMode: resolved, themeVariables: JSON.parse(JSON.stringify(variables)) }).catch(() => undefined)
      }
      created.on((event) => void (event.type == 'ready' && syncTheme()))
      await created.load()
      void created
        .request('SYNC_DAPP_DATA', {
          metadata: kernel.config.metadata,
          sdkType: kernel.config.sdkType,
          sdkVersion: kernel.config.sdkVersion,
          projectId: kernel.config.projectId ?? '',
        })
        .catch(() => undefined)
      stopThemeSync = kernel.store.subscribe((state, previous) => void (state.theme != previous.theme && syncTheme()))
      return created
    })
    // A failed load ('Unable to load email login dependency') may be retried by the next flow.
    bridge.catch(() => (bridge = undefined))
    return bridge
  }

  const namespaces = AUTH_NAMESPACES.filter((namespace) => kernel.store.getState().chains[namespace])
  const chain = (namespace: Namespace) => kernel.store.getState().chains[namespace]

  function onUser(user: WalletUser, namespace: Namespace): void {
    users.set(namespace, user)
    storeLogin(kernel.storage, { email: user.email, namespace })
  }

  /** SPEC §3 user fields of the auth connector's account, kept in the plugin's slice. */
  const applyUser = ({ namespace, status }: { namespace: Namespace; status: string }) => {
    const user = users.get(namespace)
    const connected = status === 'connected' && user && chain(namespace)?.accountState.connectorId === AUTH_CONNECTOR_ID
    slice.setState((draft) => {
      if (!connected) {
        delete draft.users[namespace]
        return
      }
      draft.users[namespace] = {
        email: user.email ?? kernel.storage.get(EMBEDDED_WALLET_KEYS.email) ?? null,
        username: user.userName ?? kernel.storage.get(EMBEDDED_WALLET_KEYS.socialUsername) ?? null,
      }
      // SPEC §3 socialProvider: which social login (if any) the session came from.
      draft.socialProvider = kernel.storage.get(EMBEDDED_WALLET_KEYS.connectedSocial)
    })
  }
  kernel.bus.on('account-change', applyUser)
  const rejectPending = () => approvals.rejectAll()
  kernel.bus.on('modal-close', rejectPending)


  const removals = namespaces.map((namespace) => {
    const network = (): Network | undefined => chain(namespace)?.networkState.caipNetwork
    const provider = createEmbeddedProvider({
      frame,
      signedIn: () => users.has(namespace),
      approvals,
      address: () => chain(namespace)?.accountState.address,
      network,
      async switchNetwork(chainId) {
        const target = kernel.config.networks.find((candidate) => candidate.chainNamespace === namespace && String(candidate.id) === String(chainId))
        if (!target) throw errorIn(CONNECTION_MESSAGES, 'UNSUPPORTED_CHAIN')
        await kernel.connection.switchNetwork(target)
      },
      showApproval: (requestId) => kernel.router.open({ view: APPROVE_TRANSACTION_VIEW, data: { requestId } }),
      showNotAllowed: () => kernel.router.open(),
      showNotAllowedMessage: () => kernel.toast.showSnackbar(messageIn(KERNEL_MESSAGES, 'RPC_CALL_NOT_ALLOWED_SCREEN'), 'error'),
      refreshBalance: () => void kernel.connection.refreshBalance(namespace, { force: true }).catch(() => undefined),
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
      hasLogin: () => kernel.storage.get(EMBEDDED_WALLET_KEYS.emailLoginUsed) === true,
      networks: () => chain(namespace)?.caipNetworks ?? [],
    })
    exposeDebug(kernel, { [`${namespace}Provider`]: provider })
    return kernel.registerConnector(namespace, driver)
  })

  const wallet: EmbeddedWallet = {
    approvals,
    async request(name, payload) {
      const created = await frame()
      return (created.request as (n: RequestName, p?: unknown) => Promise<never>)(name, payload)
    },
    loginNamespace() {
      // The active namespace when the auth connector serves it, else the one the last login used (SPEC §3 last chain).
      const preferred = [kernel.store.getState().activeNamespace, kernel.storage.get(EMBEDDED_WALLET_KEYS.lastUsedChain)]
      return preferred.map((candidate) => namespaces.find((namespace) => namespace === candidate)).find(Boolean) ?? namespaces[0] ?? 'eip155'
    },
    async finishLogin(social) {
      // The social keys describe this login only: an email login, or a social one without a name, drops stale ones.
      if (social) kernel.storage.set(EMBEDDED_WALLET_KEYS.connectedSocial, social.provider)
      else kernel.storage.remove(EMBEDDED_WALLET_KEYS.connectedSocial)
      if (social?.userName) kernel.storage.set(EMBEDDED_WALLET_KEYS.socialUsername, social.userName)
      else kernel.storage.remove(EMBEDDED_WALLET_KEYS.socialUsername)
      return kernel.connection.connect({ namespace: wallet.loginNamespace(), connectorId: AUTH_CONNECTOR_ID })
    },
    triggerEmailLogin: (now) => triggerEmailLogin(kernel.storage, now),
    rememberRedirect(provider) {
      kernel.storage.set(EMBEDDED_WALLET_KEYS.redirectSocial, provider)
    },
    takeRedirect() {
      const provider = kernel.storage.get(EMBEDDED_WALLET_KEYS.redirectSocial)
      kernel.storage.remove(EMBEDDED_WALLET_KEYS.redirectSocial)
      return provider
    },
    emailChanged(newEmail) {
      applyEmailChange({ storage: kernel.storage, slice }, users, newEmail)
    },
    destroy() {
      removals.forEach((remove) => remove())
      kernel.bus.off('account-change', applyUser)
      kernel.bus.off('modal-close', rejectPending)
      approvals.rejectAll()
      // After a load in flight too: the theme's listeners are set once the frame is ready.
      void bridge?.then((created) => {
        stopThemeSync?.()
        created.destroy()
      }, () => undefined)
      bridge = undefined
    },
  }
  return wallet
}
