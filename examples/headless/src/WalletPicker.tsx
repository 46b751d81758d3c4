import { useWallets, type WalletItem } from 'portico/headless'

interface Props {
  onPick(wallet: WalletItem): void
  /** A connect is waiting on the wallet: no second one meanwhile. */
  busy: boolean
}

/** The wallets this browser has, the featured ones, and every wallet the registry lists, with a search. */
export function WalletPicker({ onPick, busy }: Props) {
  const wallets = useWallets()
  const searching = wallets.search.trim() !== ''
  const summary = wallets.failed
    ? 'The wallet list could not be loaded.'
    : wallets.loading
      ? 'Loading…'
      : searching
        ? `${wallets.wallets.length} found`
        : `${wallets.wallets.length} of ${wallets.count}`
  return (
    <>
      <section aria-labelledby="installed-heading">
        <h2 id="installed-heading">In this browser</h2>
        {wallets.installed.length > 0 ? (
          <WalletList label="Installed wallets" items={wallets.installed} onPick={onPick} busy={busy} />
        ) : (
          <p>No wallet found in this browser.</p>
        )}
      </section>
      {wallets.featured.length > 0 ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading">Featured</h2>
          <WalletList label="Featured wallets" items={wallets.featured} onPick={onPick} busy={busy} />
        </section>
      ) : null}
      <section aria-labelledby="all-heading">
        <h2 id="all-heading">All wallets</h2>
        <input type="search" aria-label="Search wallets" placeholder="Search wallets" value={wallets.search} onChange={(event) => wallets.setSearch(event.target.value)} />
        <p aria-live="polite" data-testid="wallets-summary">
          {summary}
        </p>
        <WalletList label="All wallets" items={wallets.wallets} onPick={onPick} busy={busy} />
        {wallets.hasMore && !searching ? (
          <button type="button" disabled={wallets.loading} onClick={() => void wallets.loadMore()}>
            More wallets
          </button>
        ) : null}
      </section>
    </>
  )
}

function WalletList({ label, items, onPick, busy }: { label: string; items: WalletItem[] } & Props) {
  return (
    <ul aria-label={label} className="wallets">
      {items.map((item) => (
        <li key={item.id}>
          {/* imageUrl is already checked: https, data:image or loopback http only. */}
          {item.imageUrl ? <img src={item.imageUrl} alt="" width={24} height={24} loading="lazy" /> : null}
          {item.connector ? (
            <button type="button" disabled={busy} onClick={() => onPick(item)}>
              {item.name}
            </button>
          ) : (
            <span>
              {item.name} <small>(not installed)</small>
            </span>
          )}
          {item.recent ? <small> (last used)</small> : null}
        </li>
      ))}
    </ul>
  )
}
