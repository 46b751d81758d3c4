import { eip155 } from 'portico/adapters/eip155'
import { solana } from 'portico/adapters/solana'
import { email } from 'portico/plugins/email'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { walletconnect } from 'portico/plugins/walletconnect'
import { createModal, ModalProvider } from 'portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadDevnet } from './devnet'

const root = createRoot(document.getElementById('root') as HTMLElement)

async function start(): Promise<void> {
  const devnet = await loadDevnet()
  const modal = createModal({
    ...devnet.modalConfig, // projectId, networks (Ethereum, Base, Solana) and service URLs
    metadata: { name: 'Portico dapp', description: 'A dapp with its own Playwright tests', url: location.origin, icons: [] },
    adapters: [eip155(), solana()],
    plugins: [embeddedWallet(), email(), walletconnect({ relayUrl: devnet.urls.relay })],
    themeMode: 'light',
  })
  root.render(
    <StrictMode>
      <ModalProvider modal={modal}>
        <App />
      </ModalProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => root.render(<p role="alert">Could not start: {error instanceof Error ? error.message : String(error)}</p>))
