import { eip155 } from 'portico/adapters/eip155'
import { createHeadlessModal, ModalProvider } from 'portico/headless'
import { base, mainnet } from 'portico/networks'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import './app.css'
import { loadDevnet } from './devnet'

/** Featured wallets, in this order: `?featured=id,id` (wallet-registry ids) in the page's address. */
function featuredFromQuery(): string[] {
  return (new URLSearchParams(location.search).get('featured') ?? '').split(',').filter((id) => /^[\w-]+$/.test(id))
}

async function start(): Promise<void> {
  const devnet = await loadDevnet()
  // createHeadlessModal: the kernel and its runtime, never the modal's UI (it is not even preloaded when idle).
  const modal = createHeadlessModal({
    projectId: devnet.projectId,
    metadata: { name: 'Portico headless', description: 'A Vite app that draws its own connect UI', url: location.origin, icons: [] },
    networks: [
      { ...mainnet, rpcUrls: { default: { http: [devnet.rpc.ethereum] } } },
      { ...base, rpcUrls: { default: { http: [devnet.rpc.base] } } },
    ],
    adapters: [eip155()],
    featuredWalletIds: featuredFromQuery(),
    themeMode: 'light',
    services: { blockchainApiUrl: devnet.api, registryUrl: devnet.registry, analyticsUrl: devnet.analytics, secureSiteUrl: devnet.secureSite },
  })
  root.render(
    <StrictMode>
      <ModalProvider modal={modal}>
        <App />
      </ModalProvider>
    </StrictMode>,
  )
}

const root = createRoot(document.getElementById('root') as HTMLElement)
start().catch((error: unknown) => root.render(<p role="alert">Could not start: {error instanceof Error ? error.message : String(error)}</p>))
