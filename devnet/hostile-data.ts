/**
 * Hostile answers in each route's normal shape (the 'hostile' fault mode, devnet/hostile.ts): every string a
 * view may show or follow is a payload; ids, addresses, amounts and chains stay valid so the answer passes
 * the API schema and the kernel keeps using it (an NFT keeps its contract and token id, so the chain still
 * says the account owns it).
 */
import { createHash } from 'node:crypto'
import type { ApiTokenBalance } from './api/balances'
import type { ApiTransaction } from './api/history'
import { HOSTILE_IMAGE_IDS, HOSTILE_TEXTS, HOSTILE_URLS, SCRIPTED_SVG_DATA_URL, pick } from './hostile'
import type { RegistryWallet } from './registry/wallets'

/** Image URLs: the dangerous ones plus the scripted SVG an <img> may show. */
const HOSTILE_IMAGE_URLS = [...HOSTILE_URLS, SCRIPTED_SVG_DATA_URL]

/** Two hostile wallets share this rdns; another reuses a listed wallet's. */
export const DUPLICATE_RDNS = 'hostile.duplicate'
/** A second entry with the first hostile wallet's id: the modal must keep only the first. */
export const DUPLICATE_ID_NAME = 'Duplicate id (must not be listed)'

/**
 * One registry wallet per hostile text, every link and the homepage a hostile URL, each image id a bad
 * image, duplicate rdns, and a later entry repeating the first one's id. They come before `listed`.
 */
export function hostileWallets(listed: readonly RegistryWallet[]): RegistryWallet[] {
  const template = listed[0]
  if (!template) return []
  const wallets = HOSTILE_TEXTS.map((name, index): RegistryWallet => {
    const rdns = index < 2 ? DUPLICATE_RDNS : index === 2 ? template.rdns : null
    return {
      ...template,
      id: createHash('sha256').update(`portico-devnet:hostile:${index}`).digest('hex'),
      name,
      homepage: pick(HOSTILE_URLS, index + 3),
      image_id: pick(HOSTILE_IMAGE_IDS, index),
      order: index - HOSTILE_TEXTS.length,
      rdns,
      mobile_link: pick(HOSTILE_URLS, index),
      desktop_link: pick(HOSTILE_URLS, index + 1),
      webapp_link: pick(HOSTILE_URLS, index + 2),
      app_store: pick(HOSTILE_URLS, index + 4),
      play_store: pick(HOSTILE_URLS, index + 5),
      injected: rdns ? [{ namespace: 'eip155', injected_id: rdns }] : null,
    }
  })
  const first = wallets[0] as RegistryWallet
  return [...wallets, { ...first, name: DUPLICATE_ID_NAME }]
}

/** The account's balances renamed, with extra tokens until every text and image URL is used, and one absurd amount. */
export function hostileBalances(balances: readonly ApiTokenBalance[], chainId: string): ApiTokenBalance[] {
  const count = Math.max(balances.length, HOSTILE_TEXTS.length, HOSTILE_IMAGE_URLS.length)
  return Array.from({ length: count }, (_, index): ApiTokenBalance => {
    const real = balances[index]
    const base: ApiTokenBalance = real ?? {
      name: '',
      symbol: '',
      chainId,
      address: `${chainId}:0x${(index + 1).toString(16).padStart(40, 'f')}`,
      value: 1e23,
      price: 1e5,
      quantity: { decimals: '18', numeric: '999999999999999999.123456789' },
      iconUrl: '',
    }
    return { ...base, name: pick(HOSTILE_TEXTS, index), symbol: pick(HOSTILE_TEXTS, index + 3), iconUrl: pick(HOSTILE_IMAGE_URLS, index) }
  })
}

/** Each transaction's transfers renamed (token names, symbols, icons, NFT names and previews) and its operation type a hostile text. */
export function hostileHistory(history: { data: ApiTransaction[]; next: string | null }): { data: ApiTransaction[]; next: string | null } {
  return {
    ...history,
    data: history.data.map((transaction, index) => ({
      ...transaction,
      metadata: { ...transaction.metadata, operationType: pick(HOSTILE_TEXTS, index) },
      transfers: transaction.transfers.map((transfer, at) => {
        const n = index + at
        return {
          ...transfer,
          ...(transfer.fungible_info
            ? { fungible_info: { name: pick(HOSTILE_TEXTS, n + 1), symbol: pick(HOSTILE_TEXTS, n + 2), icon: { url: pick(HOSTILE_IMAGE_URLS, n) } } }
            : {}),
          ...(transfer.nft_info
            ? { nft_info: { ...transfer.nft_info, name: pick(HOSTILE_TEXTS, n + 1), content: { preview: { url: pick(HOSTILE_IMAGE_URLS, n) } } } }
            : {}),
        }
      }),
    })),
  }
}

/** The n-th hostile identity: a name made of every hostile text, and the avatars in turn. */
export function hostileIdentity(n: number): { name: string; avatar: string } {
  return { name: HOSTILE_TEXTS.join(' '), avatar: pick(HOSTILE_IMAGE_URLS, n) }
}
