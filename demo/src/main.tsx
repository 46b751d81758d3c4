/**
 * The demo dapp: config from /devnet.json, the test wallet when served against the devnet, then the app.
 * `?mode=basic` runs WalletConnect's basic mode (SPEC §2): no chain adapters, WalletConnect the only plugin.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { eip155 } from '../../adapters/eip155'
import { createModal, ModalProvider } from '../../kernel/react'
import { email } from '../../plugins/email'
import { embeddedWallet } from '../../plugins/embedded-wallet'
import { history } from '../../plugins/history'
import { receive } from '../../plugins/receive'
import { send } from '../../plugins/send'
import { socials } from '../../plugins/socials'
import { walletconnect } from '../../plugins/walletconnect'
import { App } from './App'
import { devnetNetworks, loadDevnetJson } from './devnetConfig'
import { installTestWallet } from './testWallet'

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  try {
    const devnet = await loadDevnetJson()
    const basic = new URLSearchParams(location.search).get('mode') === 'basic'
    // Before the modal starts, so the wallet's EIP-6963 announcement is seen.
    await installTestWallet(devnet)
    const modal = createModal({
      projectId: devnet.projectId ?? 'portico-demo',
      metadata: { name: 'Portico demo', description: 'Portico demo dapp', url: location.origin, icons: [] },
      adapters: basic ? [] : [eip155()],
      plugins: basic ? [walletconnect()] : [embeddedWallet(), email(), socials(), walletconnect(), history(), receive(), send()],
      networks: devnetNetworks(devnet),
      themeMode: 'light',
      services: {
        blockchainApiUrl: devnet.api,
        registryUrl: devnet.registry,
        analyticsUrl: devnet.analytics,
        ...(devnet.secureSite ? { secureSiteUrl: devnet.secureSite } : {}),
        ...(devnet.relay ? { relayUrl: devnet.relay } : {}),
      },
      debug: devnet.debug ?? false,
    })
    // Debug runs (browser tests) reach the modal, e.g. to send through kernel.connection as a plugin does.
    if (devnet.debug) {
      const target = globalThis as { __porticoDebug?: Record<string, unknown> }
      target.__porticoDebug = { ...target.__porticoDebug, modal }
    }
    root.render(
      <StrictMode>
        <ModalProvider modal={modal}>
          <App />
        </ModalProvider>
      </StrictMode>,
    )
  } catch (error) {
    root.render(<p className="loading">The demo could not start: {error instanceof Error ? error.message : String(error)}</p>)
  }
}

void start()
