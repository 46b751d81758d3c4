/**
 * The wallet listing: every wallet SPEC §9 names, then generated entries up
 * to the requested count. Deterministic: ids are hashes of the names.
 */
import { createHash } from 'node:crypto'

export interface RegistryWallet {
  id: string
  name: string
  homepage: string
  image_id: string
  order: number
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chains: string[]
  injected: { namespace: string; injected_id: string }[] | null
  badge_type: 'certified' | 'none'
}

const EVM = ['eip155:1', 'eip155:8453', 'eip155:137', 'eip155:42161', 'eip155:10']
const SOLANA = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
// Bitcoin and its testnet: a wallet that speaks Bitcoin lists both (the demo runs on the testnet).
const BITCOIN = ['bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba']
const POLKADOT = ['polkadot:91b171bb158e2d3848fa23a9f1c25182']

interface NamedWallet {
  name: string
  rdns: string
  slug: string
  chains: string[]
}

/** SPEC §9 named connectors, with their real reverse-DNS identifiers. */
const NAMED: NamedWallet[] = [
  { name: 'MetaMask', rdns: 'io.metamask', slug: 'metamask', chains: EVM },
  { name: 'Trust Wallet', rdns: 'com.trustwallet.app', slug: 'trust', chains: [...EVM, ...SOLANA] },
  { name: 'Solflare', rdns: 'com.solflare', slug: 'solflare', chains: SOLANA },
  { name: 'Phantom', rdns: 'app.phantom', slug: 'phantom', chains: [...EVM, ...SOLANA, ...BITCOIN] },
  { name: 'Coin98', rdns: 'coin98.com', slug: 'coin98', chains: [...EVM, ...SOLANA] },
  { name: 'Magic Eden', rdns: 'io.magiceden.wallet', slug: 'magiceden', chains: [...EVM, ...SOLANA, ...BITCOIN] },
  { name: 'Backpack', rdns: 'app.backpack', slug: 'backpack', chains: [...EVM, ...SOLANA] },
  { name: 'Bitget Wallet', rdns: 'com.bitget.web3', slug: 'bitget', chains: [...EVM, ...SOLANA, ...BITCOIN] },
  { name: 'Frontier', rdns: 'xyz.frontier.wallet', slug: 'frontier', chains: [...EVM, ...SOLANA] },
  { name: 'Xverse', rdns: 'com.xverse', slug: 'xverse', chains: BITCOIN },
  { name: 'Leather', rdns: 'io.leather', slug: 'leather', chains: BITCOIN },
  { name: 'Talisman', rdns: 'xyz.talisman', slug: 'talisman', chains: [...EVM, ...POLKADOT] },
]

const ADJECTIVES = ['Amber', 'Brisk', 'Cobalt', 'Dune', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper', 'Kelp', 'Lumen', 'Maple', 'Nimbus', 'Onyx', 'Pine', 'Quartz', 'Raven', 'Slate', 'Tide']
const NOUNS = ['Vault', 'Pocket', 'Keys', 'Purse', 'Safe', 'Ledger', 'Wallet', 'Chest', 'Pouch', 'Locker', 'Satchel', 'Coffer', 'Till', 'Bank', 'Depot', 'Cache', 'Hoard', 'Stash', 'Trove', 'Reserve']
const CHAIN_SETS = [EVM, [...EVM, ...SOLANA], SOLANA, [...EVM, ...BITCOIN], POLKADOT, [...EVM, ...SOLANA, ...BITCOIN]]

const idOf = (name: string) => createHash('sha256').update(`portico-devnet:${name}`).digest('hex')

function entry(index: number, name: string, slug: string, rdns: string | null, chains: string[], named: boolean): RegistryWallet {
  const id = idOf(name)
  return {
    id,
    name,
    homepage: `https://${slug}.example`,
    image_id: `img-${id.slice(0, 16)}`,
    order: index + 1,
    rdns,
    mobile_link: `${slug}://`,
    desktop_link: index % 3 === 0 ? `${slug}-desktop://` : null,
    webapp_link: index % 4 === 0 ? `https://app.${slug}.example` : null,
    app_store: `https://apps.apple.com/app/${slug}`,
    play_store: `https://play.google.com/store/apps/details?id=${rdns ?? slug}`,
    chains,
    injected: rdns ? [{ namespace: chains[0]?.split(':')[0] ?? 'eip155', injected_id: rdns }] : null,
    badge_type: named || index % 5 === 0 ? 'certified' : 'none',
  }
}

export const DEFAULT_WALLET_COUNT = 420

export function generateWallets(count = DEFAULT_WALLET_COUNT): RegistryWallet[] {
  const wallets = NAMED.map((wallet, index) => entry(index, wallet.name, wallet.slug, wallet.rdns, wallet.chains, true))
  for (let index = wallets.length; index < count; index++) {
    const n = index - NAMED.length
    const name = `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length]}${n >= 400 ? ` ${Math.floor(n / 400) + 1}` : ''}`
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
    const rdns = index % 2 === 0 ? `example.${slug}` : null
    wallets.push(entry(index, name, slug, rdns, CHAIN_SETS[n % CHAIN_SETS.length] ?? EVM, false))
  }
  return wallets.slice(0, Math.max(count, 0))
}

export interface WalletQuery {
  page: number
  entries: number
  search?: string | null
  include?: string | null
  exclude?: string | null
  chains?: string | null
  badge_type?: string | null
}

const csv = (value?: string | null) => (value ? value.split(',').map((item) => item.trim()).filter(Boolean) : [])

/** The hosted filter semantics: include limits to ids, exclude drops ids, chains keeps any overlap. */
export function queryWallets(wallets: RegistryWallet[], query: WalletQuery): { data: RegistryWallet[]; count: number } {
  const include = csv(query.include)
  const exclude = new Set(csv(query.exclude))
  const chains = csv(query.chains)
  const search = query.search?.trim().toLowerCase()
  const matching = wallets.filter(
    (wallet) =>
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!query.badge_type || wallet.badge_type === query.badge_type),
  )
  const entries = Math.max(1, Math.min(query.entries || 40, 1000))
  const page = Math.max(1, query.page || 1)
  return { data: matching.slice((page - 1) * entries, page * entries), count: matching.length }
}
