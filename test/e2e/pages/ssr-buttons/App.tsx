/**
 * A server-rendered app header with Portico's buttons (test/e2e/modal/ssr-buttons): the server renders it to HTML
 * with react-dom/server, the page links `portico/buttons.css`, and main.tsx hydrates the same tree.
 * The networks and services are the devnet's (portico-devnet's modalConfig), handed from the server to the page.
 */
import type { ReactElement } from 'react'
import type { Modal } from 'portico'
import { eip155 } from 'portico/adapters/eip155'
import { ConnectButton, createModal, ModalProvider, NetworkButton } from 'portico/react'
import type { DevnetModalConfig } from 'portico-devnet'

/** What the server hands the page (the root element's data-config): the kit's modalConfig(). */
export type PageConfig = DevnetModalConfig

export function pageModal(config: PageConfig, origin: string): Modal {
  return createModal({
    ...config,
    metadata: { name: 'Portico SSR page', description: 'Server-rendered buttons', url: origin, icons: [] },
    adapters: [eip155()],
    themeMode: 'light',
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
