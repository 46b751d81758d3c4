// Portico, the same minimal app as the other two: one adapter, one network, <ConnectButton/>.
import { createRoot } from 'react-dom/client'
import { eip155 } from '../../../adapters/eip155'
import { createModal } from '../../../kernel'
import { mainnet } from '../../../kernel/networks'
import { ConnectButton, ModalProvider } from '../../../kernel/react'
import { email } from '../../../plugins/email'
import { embeddedWallet } from '../../../plugins/embedded-wallet'
import { walletconnect } from '../../../plugins/walletconnect'
import { servicesFromQuery } from './services'

// WalletConnect and email enabled but unused, as AppKit ships them: they cost their descriptors up
// front and load the rest only when picked.
const plugins = [walletconnect(), embeddedWallet(), email()]

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
