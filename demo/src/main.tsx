/**
 * The demo dapp: config from /devnet.json, the test wallet when served against the devnet, then the app.
 * `?mode=basic` runs WalletConnect's basic mode (SPEC §2): no chain adapters, WalletConnect the only plugin.
 * Socials offers SPEC §1's providers and Telegram (its login takes the whole tab and returns with result_uri).
 * `?siwx=1` adds sign-in with a message (the default verifier on the devnet's /v1/sessions), so only the tests
 * that want it are asked to sign; `&sessions=1` turns on its feature smartSessions (Account → Sessions).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { eip155 } from 'portico/adapters/eip155'
import { bip122 } from 'portico/adapters/bip122'
import { polkadot } from 'portico/adapters/polkadot'
import { solana } from 'portico/adapters/solana'
import { createModal, ModalProvider } from 'portico/react'
import { email } from 'portico/plugins/email'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { history } from 'portico/plugins/history'
import { names } from 'portico/plugins/names'
import { onramp } from 'portico/plugins/onramp'
import { receive } from 'portico/plugins/receive'
import { send } from 'portico/plugins/send'
import { siwx } from 'portico/plugins/siwx'
import { swaps } from 'portico/plugins/swaps'
import { DEFAULT_SOCIALS, socials } from 'portico/plugins/socials'
import { walletconnect } from 'portico/plugins/walletconnect'
import { App } from './App'
import { loadDevnetJson, queryConfig } from './devnetConfig'
import { installBitcoinTestProvider } from './bitcoinTestProvider'
import { installPolkadotTestExtension } from './polkadotTestExtension'
import { installSolanaTestWallet } from './solanaTestWallet'
import { installTestWallet } from './testWallet'

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  try {
    const devnet = await loadDevnetJson()
    const basic = new URLSearchParams(location.search).get('mode') === 'basic'
    const signIn = new URLSearchParams(location.search).get('siwx') === '1'
    // Browser tests set feature flags and the legal links through the query (`?features=legalCheckbox,-email&terms=…`).
    const { features, termsConditionsUrl, privacyPolicyUrl, customWallets } = queryConfig(new URLSearchParams(location.search))
    const smartSessions = signIn && new URLSearchParams(location.search).get('sessions') === '1'
    // Before the modal starts, so the wallet's EIP-6963 announcement is seen.
    await Promise.all([installTestWallet(devnet), installSolanaTestWallet(devnet), installBitcoinTestProvider(devnet), installPolkadotTestExtension(devnet)])
    const wcOptions = devnet.relay ? { relayUrl: devnet.relay } : {}
    const modal = createModal({
      projectId: devnet.projectId ?? 'portico-demo',
      metadata: { name: 'Portico demo', description: 'Portico demo dapp', url: location.origin, icons: [] },
      // The solana, bip122 and polkadot adapters load only when /devnet.json brings a network of theirs.
      adapters: basic ? [] : [eip155(), solana(), bip122(), polkadot()],
      plugins: basic ? [walletconnect(wcOptions)] : [embeddedWallet(), email(), socials({ providers: [...DEFAULT_SOCIALS, 'telegram'] }), walletconnect(wcOptions), history(), receive(), send(), swaps(), onramp(), names(), ...(signIn ? [siwx()] : [])],
      networks: devnet.modal.networks,
      themeMode: 'light',
      services: devnet.modal.services,
      debug: devnet.debug ?? false,
      features: smartSessions ? { ...features, smartSessions: true } : features,
      termsConditionsUrl,
      privacyPolicyUrl,
      customWallets,
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
