/** The demo page: the three buttons, the account, a sign form, a send form and a theme toggle. */
import { useEffect, type ReactElement } from 'react'
import { AccountButton, ConnectButton, NetworkButton, useAccount, useModalTheme, useNetwork } from '../../kernel/react'
import { SendForm } from './SendForm'
import { SignMessageForm } from './SignMessageForm'

export function App(): ReactElement {
  const { address, caipAddress, status, isConnected } = useAccount()
  const { network } = useNetwork()
  const { themeMode, setThemeMode } = useModalTheme()

  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])

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
            aria-pressed={themeMode === 'dark'}
            onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
          >
            {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
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
          </dl>
        </section>
        <SignMessageForm />
        <SendForm />
      </main>
    </>
  )
}
