// Portico with everything the demo configures: four adapters with a network each, every plugin and a
// sign-in. Measured for bytes only (not in open-time or list-scale), against AppKit's default build,
// which already ships its email, socials, swaps, on-ramp and activity features.
import { createRoot } from 'react-dom/client'
import { bip122 } from '../../../adapters/bip122'
import { eip155 } from '../../../adapters/eip155'
import { polkadot } from '../../../adapters/polkadot'
import { solana } from '../../../adapters/solana'
import { createModal } from '../../../kernel'
import { bitcoin, mainnet, polkadot as polkadotNetwork, solana as solanaNetwork } from '../../../kernel/networks'
import { ConnectButton, ModalProvider } from '../../../kernel/react'
import { email } from '../../../plugins/email'
import { embeddedWallet } from '../../../plugins/embedded-wallet'
import { history } from '../../../plugins/history'
import { names } from '../../../plugins/names'
import { onramp } from '../../../plugins/onramp'
import { receive } from '../../../plugins/receive'
import { send } from '../../../plugins/send'
import { siwx } from '../../../plugins/siwx'
import { socials } from '../../../plugins/socials'
import { swaps } from '../../../plugins/swaps'
import { walletconnect } from '../../../plugins/walletconnect'

const modal = createModal({
  projectId: 'bench',
  // A network per adapter, so each is in use, as in the demo (an adapter loads only for networks of its own).
  networks: [mainnet, solanaNetwork, bitcoin, polkadotNetwork],
  adapters: [eip155(), solana(), bip122(), polkadot()],
  plugins: [embeddedWallet(), email(), socials(), walletconnect(), history(), receive(), send(), swaps(), onramp(), names(), siwx()],
  siwx: {},
})

createRoot(document.getElementById('root')!).render(
  <ModalProvider modal={modal}>
    <ConnectButton />
  </ModalProvider>,
)
