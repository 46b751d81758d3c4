/** The demo page: the three buttons, the account (per namespace when Solana, Bitcoin or Polkadot is configured), a theme toggle and panel, sign forms and a send form. */
import { useEffect, type ReactElement } from 'react'
import { AccountButton, ConnectButton, NetworkButton, useAccount, useModalState, useModalTheme, useNetwork, type Namespace } from 'portico/react'
import { SendForm } from './SendForm'
import { SignMessageForm } from './SignMessageForm'
import { SolanaSignForm } from './SolanaSignForm'
import { BitcoinSignForm } from './BitcoinSignForm'
import { PolkadotSignForm } from './PolkadotSignForm'
import { ThemePanel } from './ThemePanel'

/** One namespace's account, whichever namespace is active (useAccount({ namespace })). */
function NamespaceAccount({ namespace, label }: { namespace: Namespace; label: string }): ReactElement {
  const { address } = useAccount({ namespace })
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={`address-${namespace}`}>{address ?? '—'}</dd>
    </>
  )
}

export function App(): ReactElement {
  const { address, caipAddress, status, isConnected } = useAccount()
  const { network } = useNetwork()
  // The page shows the theme the modal shows: under 'system', the browser's.
  const { resolvedTheme, setThemeMode } = useModalTheme()
  const hasSolana = useModalState((state) => Boolean(state.chains.solana))
  const hasBitcoin = useModalState((state) => Boolean(state.chains.bip122))
  const hasPolkadot = useModalState((state) => Boolean(state.chains.polkadot))

  useEffect(() => {
    document.documentElement.dataset.theme = resolvedTheme
  }, [resolvedTheme])

  return (
    <>
      <header className="topbar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Portico demo
        </div>
        <div className="toolbar">
          <button
            type="button"
            className="btn"
            aria-pressed={resolvedTheme === 'dark'}
            onClick={() => setThemeMode(resolvedTheme === 'dark' ? 'light' : 'dark')}
          >
            {resolvedTheme === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
          <NetworkButton />
          <AccountButton />
          {isConnected ? null : <ConnectButton />}
        </div>
      </header>
      <main>
        <section className="card" aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <p className="sub">What the app sees through useAccount() and useNetwork().</p>
          <dl className="kv">
            <dt>Status</dt>
            <dd data-testid="status">{status}</dd>
            <dt>Address</dt>
            <dd data-testid="address">{address ?? '—'}</dd>
            <dt>CAIP address</dt>
            <dd>{caipAddress ?? '—'}</dd>
            <dt>Network</dt>
            <dd data-testid="network">{network ? `${network.name} (${network.caipNetworkId})` : '—'}</dd>
            {hasSolana || hasBitcoin || hasPolkadot ? <NamespaceAccount namespace="eip155" label="EVM account" /> : null}
            {hasSolana ? <NamespaceAccount namespace="solana" label="Solana account" /> : null}
            {hasBitcoin ? <NamespaceAccount namespace="bip122" label="Bitcoin account" /> : null}
            {hasPolkadot ? <NamespaceAccount namespace="polkadot" label="Polkadot account" /> : null}
          </dl>
        </section>
        <ThemePanel />
        <SignMessageForm />
        {hasSolana ? <SolanaSignForm /> : null}
        {hasBitcoin ? <BitcoinSignForm /> : null}
        {hasPolkadot ? <PolkadotSignForm /> : null}
        <SendForm />
      </main>
    </>
  )
}
