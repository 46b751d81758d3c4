// Portico, the same minimal app as the other two: one adapter, one network, <ConnectButton/>.
import { createRoot } from 'react-dom/client'
import { eip155 } from '../../../adapters/eip155'
import { createModal } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { ConnectButton, ModalProvider } from '../../../kernel/react'
import type { PluginDescriptor } from '../../../kernel/types'
import { servicesFromQuery } from './services'

// The issue wants the walletconnect and email plugins enabled but unused, as AppKit ships them.
// They do not exist yet; when they do this line becomes `[walletconnect(), email()]`.
const plugins: PluginDescriptor[] = []

const modal = createModal({
  projectId: 'bench',
  networks: [mainnet],
  adapters: [eip155()],
  plugins,
  services: servicesFromQuery(location.search),
})

createRoot(document.getElementById('root')!).render(
  <ModalProvider modal={modal}>
    <ConnectButton />
  </ModalProvider>,
)
