/**
 * `porticoConnector({ modal })`: a wagmi connector over Portico's eip155 connection, however it was made
 * (browser wallet, WalletConnect, email or social login through the embedded wallet). wagmi's `connect`
 * opens the modal (or takes the connection Portico already has), `disconnect` and `switchChain` go
 * through Portico, and what happens on Portico's side (a connect in its modal, an account or network
 * change, a disconnect, a reload's restore) reaches wagmi as the connector's events.
 */
import { createConnector } from '@wagmi/core'
import { SwitchChainError, UserRejectedRequestError, numberToHex, type Address } from 'viem'
import { kernelError, PorticoError, WALLET_ERROR_CODES } from '../errors'
import type { KernelState, Modal } from '../types'
import { WAGMI_MESSAGES } from './messages'
import { createForwardingProvider, type PorticoEip1193Provider } from './provider'
import { eip155Network, eip155Session, type Eip155Session } from './session'

export interface PorticoConnectorOptions {
  /** The app's Portico modal (`createModal`), configured with the eip155 adapter. */
  modal: Modal
}

/** The connector's `id` and `type` (wagmi stores the id as `recentConnectorId`). */
export const PORTICO_CONNECTOR_ID = 'portico'

const isRejection = (error: unknown): boolean => {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === WALLET_ERROR_CODES.USER_REJECTED) return true
  }
  return false
}

export function porticoConnector({ modal }: PorticoConnectorOptions) {
  return createConnector<PorticoEip1193Provider>((config) => {
    let last: Eip155Session = eip155Session(modal.getState())
    // While wagmi's own connect or disconnect runs through us, Portico's echo of it is not announced:
    // wagmi records the outcome of its action itself.
    let acting: 'connect' | 'disconnect' | undefined
    let following = false
    const provider = createForwardingProvider(modal, () => Boolean(eip155Session(modal.getState()).address))

    const current = () => eip155Session(modal.getState())
    const chainIdOf = (session: Eip155Session) => session.chainId ?? config.chains[0].id

    /** Portico's state changed: tell wagmi (and the provider's listeners) what changed for eip155. */
    const follow = (state: KernelState) => {
      const previous = last
      const next = eip155Session(state)
      last = next
      if (next.address && !previous.address) {
        provider.emit('connect', { chainId: numberToHex(chainIdOf(next)) })
        if (acting !== 'connect') config.emitter.emit('connect', { accounts: [next.address], chainId: chainIdOf(next) })
      } else if (!next.address && previous.address) {
        provider.emit('disconnect')
        if (acting !== 'disconnect') config.emitter.emit('disconnect')
      } else if (next.address && previous.address) {
        if (next.address !== previous.address) {
          provider.emit('accountsChanged', [next.address])
          config.emitter.emit('change', { accounts: [next.address] })
        }
        if (next.chainId !== undefined && next.chainId !== previous.chainId) {
          provider.emit('chainChanged', numberToHex(next.chainId))
          config.emitter.emit('change', { chainId: next.chainId })
        }
      }
    }

    /** Open the modal on eip155 and wait for an account; the modal closed without one is a refusal (4001). */
    const connectThroughModal = () =>
      new Promise<void>((resolve, reject) => {
        // open() loads the runtime and the UI first: the modal counts as closed only once it has been open.
        let opened = false
        const settle = (state: KernelState) => {
          const session = eip155Session(state)
          opened ||= state.router.open
          if (session.address) {
            unsubscribe()
            resolve()
          } else if (opened && !state.router.open && !session.pending) {
            unsubscribe()
            reject(new UserRejectedRequestError(new PorticoError('WAGMI_CONNECT_DISMISSED', WAGMI_MESSAGES.WAGMI_CONNECT_DISMISSED)))
          }
        }
        const unsubscribe = modal.subscribe(settle)
        modal.open({ namespace: 'eip155' }).then(
          () => settle(modal.getState()),
          (error: unknown) => {
            unsubscribe()
            reject(error)
          },
        )
      })

    /** wagmi's switchChain (and a connect that names a chain): through Portico, so its modal and state follow. */
    const switchChain = async ({ chainId }: { chainId: number }) => {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const network = eip155Network(modal, chainId)
      if (!chain || !network) throw new SwitchChainError(new PorticoError('WAGMI_CHAIN_NOT_IN_MODAL', WAGMI_MESSAGES.WAGMI_CHAIN_NOT_IN_MODAL(chainId)))
      try {
        await modal.switchNetwork(network)
      } catch (error) {
        const cause = error instanceof Error ? error : kernelError('UNKNOWN_ERROR')
        throw isRejection(error) ? new UserRejectedRequestError(cause) : new SwitchChainError(cause)
      }
      return chain
    }

    return {
      id: PORTICO_CONNECTOR_ID,
      name: 'Portico',
      type: PORTICO_CONNECTOR_ID,

      async setup() {
        // For the page's life, as the config is: wagmi gives a connector no teardown.
        if (!following) modal.subscribe(follow)
        following = true
        // wagmi calls setup while it builds the config: announce after it has finished.
        await Promise.resolve()
        // Connected before wagmi was configured: wagmi learns it as a connect.
        last = current()
        if (last.address) config.emitter.emit('connect', { accounts: [last.address], chainId: chainIdOf(last) })
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        acting = 'connect'
        try {
          // A session Portico is restoring is taken as it comes back, not asked for again in the modal.
          await modal.restored()
          if (!current().address) {
            if (isReconnecting) throw new PorticoError('WAGMI_NOT_RESTORED', WAGMI_MESSAGES.WAGMI_NOT_RESTORED)
            await connectThroughModal()
          }
          let session = current()
          if (chainId !== undefined && chainId !== session.chainId && !isReconnecting) {
            // The app asked for a chain: switch to it; a refusal is the app's to see, any other failure
            // leaves the wallet's chain (as wagmi's injected connector does).
            await switchChain({ chainId }).catch((error: unknown) => {
              if (error instanceof UserRejectedRequestError) throw error
            })
            session = current()
          }
          const address = session.address as Address
          const accounts = withCapabilities ? [{ address, capabilities: {} }] : [address]
          return { accounts: accounts as never, chainId: chainIdOf(session) }
        } finally {
          acting = undefined
          last = current()
        }
      },

      async disconnect() {
        if (!current().address) return
        acting = 'disconnect'
        try {
          await modal.disconnect()
        } finally {
          acting = undefined
          last = current()
        }
      },

      async getAccounts() {
        const { address } = current()
        return address ? [address] : []
      },

      async getChainId() {
        return chainIdOf(current())
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        // A reload: Portico restores its stored session without a prompt; wagmi's reconnect waits for it.
        await modal.restored()
        return Boolean(current().address)
      },

      switchChain,

      // Portico watches the wallet itself; these are wagmi's hooks for a connector that listens to a
      // provider, and the state subscription above does that work here.
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  })
}
