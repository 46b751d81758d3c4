'use client'
/**
 * The app's header and account line. Rendered on the server too: the modal is created once per page, and the
 * server renders the buttons as a first visit sees them ('Connect Wallet'); the browser hydrates the same markup,
 * then restores a stored session.
 */
import { useState } from 'react'
import { eip155 } from 'portico/adapters/eip155'
import { mainnet } from 'portico/networks'
import { ConnectButton, createModal, ModalProvider, NetworkButton, useAccount } from 'portico/react'
import type { Services } from './services'

function Status() {
  const { status, address } = useAccount()
  return (
    <p>
      Status: <output data-testid="status">{status}</output>
      {address ? <> · <output data-testid="address">{address}</output></> : null}
    </p>
  )
}

export function Wallet({ services }: { services: Services }) {
  const [modal] = useState(() =>
    createModal({
      projectId: 'portico-example-next-app',
      metadata: { name: 'Portico + Next.js', description: 'Portico in a Next.js App Router app', url: 'http://127.0.0.1', icons: [] },
      adapters: [eip155()],
      networks: [{ ...mainnet, rpcUrls: { default: { http: [services.rpc] } } }],
      themeMode: 'light',
      services: { blockchainApiUrl: services.api, registryUrl: services.registry, analyticsUrl: services.analytics },
    }),
  )
  return (
    <ModalProvider modal={modal}>
      <header>
        <strong>Portico + Next.js</strong>
        <NetworkButton />
        <ConnectButton />
      </header>
      <main>
        <h1>Portico + Next.js</h1>
        <Status />
      </main>
    </ModalProvider>
  )
}
