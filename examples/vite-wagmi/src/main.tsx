import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { eip155 } from 'portico/adapters/eip155'
import { mainnet } from 'portico/networks'
import { email } from 'portico/plugins/email'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { createModal, ModalProvider } from 'portico/react'
import { porticoWagmiConfig } from 'portico/wagmi'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { getAddress, isAddress } from 'viem'
import { WagmiProvider } from 'wagmi'
import { mainnet as wagmiMainnet } from 'wagmi/chains'
import { App } from './App'
import { loadDevnet } from './devnet'

/** The ERC-20 the form transfers: `?token=0x…` in the page's address. */
function tokenFromQuery() {
  const token = new URLSearchParams(location.search).get('token')
  return token && isAddress(token) ? getAddress(token) : undefined
}

async function start(): Promise<void> {
  const devnet = await loadDevnet()
  const modal = createModal({
    projectId: devnet.projectId,
    metadata: { name: 'Portico + wagmi', description: 'A Vite app with Portico and wagmi', url: location.origin, icons: [] },
    networks: [{ ...mainnet, rpcUrls: { default: { http: [devnet.rpc] } } }],
    adapters: [eip155()],
    plugins: [embeddedWallet(), email()],
    themeMode: 'light',
    services: { blockchainApiUrl: devnet.api, registryUrl: devnet.registry, analyticsUrl: devnet.analytics, secureSiteUrl: devnet.secureSite },
  })
  // wagmi's hooks follow the connection made in Portico's modal. A devnet chain has no Multicall3 contract, and
  // mines at once: no batching, a short polling interval.
  const config = porticoWagmiConfig({ modal, chains: [wagmiMainnet], batch: { multicall: false }, pollingInterval: 500 })
  const queryClient = new QueryClient()
  root.render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ModalProvider modal={modal}>
            <App token={tokenFromQuery()} />
          </ModalProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}

const root = createRoot(document.getElementById('root') as HTMLElement)
start().catch((error: unknown) => root.render(<p role="alert">Could not start: {error instanceof Error ? error.message : String(error)}</p>))
