/**
 * An app that draws its own connect UI with portico/headless, for its browser test (test/e2e/headless): the
 * demo's devnet config (/devnet.json), the eip155 adapter and `?featured=` registry ids. It lists the wallets (installed, featured, the
 * registry pages, a search), connects from that list with useConnect and with <WalletButton>, shows the
 * account, switches network and disconnects. It never opens the modal.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { eip155 } from 'portico/adapters/eip155'
import { loadDevnetJson } from '../../../../demo/src/devnetConfig'
import {
  createHeadlessModal,
  ModalProvider,
  useAccount,
  useConnect,
  useDisconnect,
  useNetwork,
  useSwitchNetwork,
  useWallets,
  WalletButton,
  type Mutation,
  type WalletItem,
} from 'portico/headless'

/** A mutation's status, and its error as an alert with a way back to idle. */
function MutationState({ name, mutation }: { name: string; mutation: Pick<Mutation<never, unknown>, 'status' | 'error' | 'reset'> }) {
  return (
    <p>
      <span data-testid={`${name}-status`}>{mutation.status}</span>
      {mutation.error ? (
        <>
          {' '}
          <span role="alert" data-testid={`${name}-error`}>
            {mutation.error.message}
          </span>{' '}
          <button type="button" onClick={mutation.reset}>
            Dismiss {name} error
          </button>
        </>
      ) : null}
    </p>
  )
}

function WalletList({ label, items }: { label: string; items: WalletItem[] }) {
  return (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          {item.name}
          {item.installed ? ' (installed)' : ''}
          {item.recent ? ' (recent)' : ''}
        </li>
      ))}
    </ul>
  )
}

function Wallets() {
  const wallets = useWallets()
  const connect = useConnect()
  const pending = connect.status === 'pending'
  return (
    <section aria-labelledby="wallets-heading">
      <h2 id="wallets-heading">Wallets</h2>
      <ul aria-label="Connect with">
        {wallets.connectors.map((item) => (
          <li key={item.id}>
            <button type="button" disabled={pending} onClick={() => connect.mutate({ connectorId: item.id })}>
              Connect {item.name}
            </button>
          </li>
        ))}
      </ul>
      <MutationState name="connect" mutation={connect} />
      <WalletList label="Featured wallets" items={wallets.featured} />
      <input type="search" aria-label="Search wallets" value={wallets.search} onChange={(event) => wallets.setSearch(event.target.value)} />
      <p data-testid="wallets-shown">
        {wallets.loading || wallets.searching ? 'loading' : `${wallets.wallets.length} of ${wallets.count}`}
      </p>
      <WalletList label="All wallets" items={wallets.wallets} />
      {wallets.hasMore && !wallets.searching ? (
        <button type="button" onClick={() => void wallets.loadMore()}>
          More wallets
        </button>
      ) : null}
    </section>
  )
}

function Account() {
  const { address, status } = useAccount()
  const { network, networks } = useNetwork()
  const switchNetwork = useSwitchNetwork()
  const disconnect = useDisconnect()
  const next = networks.find((candidate) => candidate.caipNetworkId !== network?.caipNetworkId)
  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="account-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="account-address">{address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="account-network">{network?.caipNetworkId ?? '—'}</dd>
      </dl>
      <WalletButton wallet="Portico Test Wallet" />
      {next ? (
        <button type="button" onClick={() => switchNetwork.mutate(next)}>
          Switch to {next.name}
        </button>
      ) : null}
      <MutationState name="switch" mutation={switchNetwork} />
      <button type="button" onClick={() => disconnect.mutate()}>
        Disconnect
      </button>
      <MutationState name="disconnect" mutation={disconnect} />
    </section>
  )
}

function App({ modal }: { modal: ReturnType<typeof createHeadlessModal> }) {
  return (
    <ModalProvider modal={modal}>
      <main>
        <h1>Portico headless</h1>
        <Account />
        <Wallets />
      </main>
    </ModalProvider>
  )
}

async function start(): Promise<void> {
  const devnet = await loadDevnetJson()
  const modal = createHeadlessModal({
    projectId: devnet.projectId ?? 'portico-headless-page',
    metadata: { name: 'Portico headless', description: 'portico/headless browser test page', url: location.origin, icons: [] },
    adapters: [eip155()],
    networks: devnet.modal.networks.filter((network) => network.chainNamespace === 'eip155'),
    // `?featured=id,id`: the registry ids the test features, in its order.
    featuredWalletIds: new URLSearchParams(location.search).get('featured')?.split(',') ?? [],
    services: devnet.modal.services,
  })
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App modal={modal} />
    </StrictMode>,
  )
}

void start()
