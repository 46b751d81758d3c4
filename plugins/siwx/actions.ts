/**
 * The sign-in flow (SPEC §2 ConnectingSiwe / SIWXSignMessage, §8 sign-in messages): check the stored session of
 * the connected account with the verifier, else ask the wallet to sign a CAIP-122 message with the verifier's
 * nonce, verify it, and keep the session. Every action settles the slice and never rejects.
 */
import {
  WALLET_ERROR_CODES,
  errorIn,
  messageIn,
  selectActiveAccount,
  selectActiveNetwork,
  type Kernel,
  type Namespace,
  type PluginScope,
} from '../../kernel/plugin'
import { SIWX_MESSAGES, SIWX_PLUGIN_MESSAGES } from './messages'
import type { SignInConfig } from './config'
import { readSessions, sessionFor, writeSession } from './stored-sessions'
import type { SiwxActions, SiwxState } from './state'
import type { SiwxAccount, SiwxVerifier } from './verifier'
import { SIWX_KEYS } from './storage-keys'

type Scope = Pick<PluginScope<SiwxState>, 'getState' | 'setState'>

/** A wallet's refusal (EIP-1193 4001), anywhere in the cause chain. */
function isUserRejection(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === WALLET_ERROR_CODES.USER_REJECTED) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

interface Active extends SiwxAccount {
  namespace: Namespace
  smartAccount: boolean
}

/** `api` is the default verifier (the Blockchain API's sessions), which the Sessions view lists and revokes. */
export function createSiwxActions(scope: Scope, kernel: Kernel, config: SignInConfig, verifier: SiwxVerifier, api: Pick<SiwxVerifier, 'revoke'> = verifier): SiwxActions {
  /** The connected account of the active namespace, when that namespace signs in. */
  function active(): Active | undefined {
    const state = kernel.store.getState()
    const namespace = state.activeNamespace
    const account = selectActiveAccount(state)
    const network = selectActiveNetwork(state)
    if (!namespace || !account?.address || account.status !== 'connected' || !network) return undefined
    if (config.namespaces && !config.namespaces.includes(namespace)) return undefined
    const smartAccount = account.allAccounts?.some((entry) => entry.type === 'smartAccount' && entry.address.toLowerCase() === account.address?.toLowerCase()) ?? false
    return { namespace, address: account.address, chainId: network.caipNetworkId, smartAccount: smartAccount || account.preferredAccountType === 'smartAccount' && account.connectedWalletInfo?.type === 'AUTH' }
  }

  const settle = (patch: Partial<SiwxState>) => scope.setState((draft) => Object.assign(draft, { error: undefined }, patch))
  const signedIn = (namespace: Namespace, yes: boolean) => {
    const others = scope.getState().signedIn.filter((entry) => entry !== namespace)
    return yes ? [...others, namespace] : others
  }

  /** Show the view (the wallet's own approval view may have replaced it, or closed the modal). */
  const showing = () => {
    const { open, history } = kernel.store.getState().router
    return open && history.at(-1)?.view === config.view
  }
  function show(): void {
    if (showing()) return
    void kernel.router.open({ view: config.view }).then(
      // Signed in while the view was loading: it has nothing left to ask.
      () => scope.getState().status === 'signed-in' && showing() && kernel.router.close(),
      () => undefined, // the UI failed to load: the next check asks again
    )
  }

  function ask(namespace: Namespace): void {
    settle({ status: 'ready', namespace, signedIn: signedIn(namespace, false) })
    show()
  }

  /** A failed attempt: its message, with Try again and Disconnect. */
  function failed(status: 'declined' | 'failed', code: keyof typeof SIWX_MESSAGES): void {
    settle({ status, error: messageIn(SIWX_MESSAGES, code) })
    show()
  }

  // One check at a time per account: a connect emits several account changes.
  let checking: string | undefined
  /** The address each signed-in namespace's session is for: another address there (a switch of account) asks again. */
  const sessionAddress = new Map<Namespace, string>()
  const isSignedIn = (account: Active) =>
    scope.getState().signedIn.includes(account.namespace) && sessionAddress.get(account.namespace) === account.address.toLowerCase()
  const signedInAs = (account: Active) => {
    sessionAddress.set(account.namespace, account.address.toLowerCase())
    settle({ status: 'signed-in', namespace: account.namespace, signedIn: signedIn(account.namespace, true) })
  }

  const stored = (account: Active) => sessionFor(readSessions(kernel.storage), account.namespace, account.address)
  /**
   * Revoke a session at `by`, the wallet signing what it asks for (the session's pci, for the Blockchain API);
   * when it was this page's session (or the verifier keeps no id), forget it and ask again.
   */
  async function end(account: Active, by: Pick<SiwxVerifier, 'revoke'>, pci: string | undefined): Promise<void> {
    await by.revoke({ ...account, pci, sign: (text) => kernel.connection.signMessage(text, account.namespace) })
    if (pci !== undefined && stored(account)?.pci !== pci) return
    writeSession(kernel.storage, account.namespace, undefined)
    ask(account.namespace)
  }

  const actions: SiwxActions = {
    async check() {
      const account = active()
      if (!account) return
      const key = `${account.namespace}:${account.address}`
      if (checking === key || isSignedIn(account)) return
      checking = key
      try {
        const stored = readSessions(kernel.storage)
        const mine = sessionFor(stored, account.namespace, account.address)
        if (mine) {
          const live = await verifier.getSessions(account).catch(() => [])
          if (live.some((session) => (mine.pci ? session.pci === mine.pci : session.message === mine.message))) return signedInAs(account)
        }
        // No longer live, or another account's session: dropped.
        if (stored[account.namespace]) writeSession(kernel.storage, account.namespace, undefined)
        ask(account.namespace)
      } finally {
        checking = undefined
      }
    },

    async signIn() {
      const account = active()
      if (!account || scope.getState().status === 'signing') return
      settle({ status: 'signing', namespace: account.namespace })
      let message: string
      let data
      try {
        const nonce = await verifier.getNonce(account)
        kernel.storage.set(SIWX_KEYS.nonceToken, nonce)
        const { location } = globalThis
        data = { domain: location.host, address: account.address, chainId: account.chainId, uri: location.origin, version: '1' as const, nonce, issuedAt: new Date().toISOString(), statement: config.statement }
        message = await verifier.createMessage(data)
      } catch (error) {
        kernel.bus.emit('error', { error, source: 'siwx' })
        return failed('failed', 'SIWX_INIT_FAILED')
      }
      let signature: string
      try {
        signature = await kernel.connection.signMessage(message, account.namespace)
      } catch (error) {
        kernel.storage.remove(SIWX_KEYS.nonceToken)
        if (!isUserRejection(error)) kernel.bus.emit('error', { error, source: 'siwx' })
        return failed('declined', 'SIWX_SIGNATURE_DECLINED')
      }
      try {
        const session = { data, message, signature }
        const result = await verifier.verify(session)
        writeSession(kernel.storage, account.namespace, { ...session, ...(result?.pci ? { pci: result.pci } : {}) })
      } catch (error) {
        kernel.bus.emit('error', { error, source: 'siwx' })
        return failed('failed', account.smartAccount ? 'SIWX_SMART_ACCOUNT_UNSUPPORTED' : 'SIWX_INIT_FAILED')
      } finally {
        kernel.storage.remove(SIWX_KEYS.nonceToken)
      }
      signedInAs(account)
      if (showing()) kernel.router.close()
    },

    async revoke() {
      const account = active()
      if (!account) return
      try {
        await end(account, verifier, stored(account)?.pci)
      } catch (error) {
        // Still open with the verifier (the wallet declined to sign the revocation, or it refused): kept.
        kernel.bus.emit('error', { error, source: 'siwx' })
      }
    },

    async revokeSession(pci) {
      const account = active()
      if (!account) return
      try {
        await end(account, api, pci)
      } catch (error) {
        if (isUserRejection(error)) throw errorIn(SIWX_MESSAGES, 'SIWX_SIGNATURE_DECLINED')
        kernel.bus.emit('error', { error, source: 'siwx' }) // the failure itself, for the app
        throw errorIn(SIWX_PLUGIN_MESSAGES, 'SIWX_REVOKE_FAILED')
      }
    },

    async disconnect() {
      kernel.router.close()
      await kernel.connection.disconnect().catch((error: unknown) => kernel.bus.emit('error', { error, source: 'siwx' }))
    },
  }
  return actions
}
