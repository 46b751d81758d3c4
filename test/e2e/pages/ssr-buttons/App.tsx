/**
 * A server-rendered app header with Portico's buttons (test/e2e/modal/ssr-buttons): the server renders it to HTML
 * with react-dom/server, the page links `portico/buttons.css`, and main.tsx hydrates the same tree.
 * The services and the RPC come from the devnet, handed from the server to the page on the root element.
 */
import type { ReactElement } from 'react'
import { eip155 } from '../../../../adapters/eip155'
import { devnetNetworks } from '../../../../demo/src/devnetConfig'
import { ConnectButton, createModal, ModalProvider, NetworkButton } from '../../../../kernel/react'
import type { Modal } from '../../../../kernel/types'

/** What the server hands the page (the root element's data-config). */
export interface PageConfig {
  rpc: Record<string, string>
  api: string
  registry: string
  analytics: string
}

export function pageModal(config: PageConfig, origin: string): Modal {
  return createModal({
    projectId: 'portico-ssr',
    metadata: { name: 'Portico SSR page', description: 'Server-rendered buttons', url: origin, icons: [] },
    adapters: [eip155()],
    networks: devnetNetworks(config),
    themeMode: 'light',
    services: { blockchainApiUrl: config.api, registryUrl: config.registry, analyticsUrl: config.analytics },
  })
}

export function App({ modal }: { modal: Modal }): ReactElement {
  return (
    <ModalProvider modal={modal}>
      <header className="bar">
        <strong>SSR dapp</strong>
        <NetworkButton />
        <ConnectButton />
        <span data-testid="after">After the buttons</span>
      </header>
      <main>
        <p data-testid="below">The page below the header.</p>
      </main>
    </ModalProvider>
  )
}
