import { describe, expect, it } from 'vitest'
import {
  composeWalletList,
  isConnectorVisible,
  isWalletVisible,
  mergeById,
  orderByIds,
  risingCount,
  type VisibilityContext,
} from '../../../kernel/wallets/listRules'
import type { RegistryWallet } from '../../../kernel/wallets/types'

const wallet = (id: string, extra: Partial<RegistryWallet> = {}): RegistryWallet => ({
  id,
  name: `Wallet ${id}`,
  rdns: `io.${id}`,
  ...extra,
})

const context = (extra: Partial<VisibilityContext> = {}): VisibilityContext => ({
  excludedIds: new Set(),
  installedRdns: new Set(),
  isMobile: false,
  walletConnect: false,
  ...extra,
})

describe('wallet list rules', () => {
  it('SPEC §4: pages grow with duplicates removed by id', () => {
    const merged = mergeById([wallet('a'), wallet('b')], [wallet('b'), wallet('c')])
    expect(merged.map((w) => w.id)).toEqual(['a', 'b', 'c'])
  })

  it('SPEC §4: the count only rises', () => {
    expect(risingCount(120, 80)).toBe(120)
    expect(risingCount(80, 120)).toBe(120)
  })

  it('SPEC §5: featured wallets follow the configured id order', () => {
    const ordered = orderByIds([wallet('a'), wallet('b'), wallet('c')], ['c', 'missing', 'a'])
    expect(ordered.map((w) => w.id)).toEqual(['c', 'a'])
  })

  it('SPEC §5: excluded ids are hidden', () => {
    expect(isWalletVisible(wallet('a'), context({ excludedIds: new Set(['a']) }))).toBe(false)
  })

  it('SPEC §5: a wallet with no injected identifier and not installed is hidden', () => {
    expect(isWalletVisible(wallet('a', { rdns: null }), context())).toBe(false)
    expect(isWalletVisible(wallet('a'), context())).toBe(true)
  })

  it("SPEC §5: on desktop a generic 'Browser Wallet' is hidden, on mobile it shows", () => {
    const browserWallet = wallet('bw', { name: 'Browser Wallet' })
    expect(isWalletVisible(browserWallet, context())).toBe(false)
    expect(isWalletVisible(browserWallet, context({ isMobile: true }))).toBe(true)
    expect(isConnectorVisible({ name: 'Browser Wallet' }, false)).toBe(false)
    expect(isConnectorVisible({ name: 'Browser Wallet' }, true)).toBe(true)
  })

  it('SPEC §5: a universal-provider run keeps only wallets with a mobile, desktop or web-app link', () => {
    const wc = context({ walletConnect: true })
    expect(isWalletVisible(wallet('a', { rdns: null, mobile_link: 'a://' }), wc)).toBe(true)
    expect(isWalletVisible(wallet('b', { rdns: null, webapp_link: 'https://b.app' }), wc)).toBe(true)
    expect(isWalletVisible(wallet('c'), wc)).toBe(false)
    expect(isWalletVisible(wallet('d'), context({ walletConnect: true, installedRdns: new Set(['io.d']) }))).toBe(true)
  })

  it('SPEC §5: the AllWallets list is featured, recommended, pages; installed first; deduplicated; hidden dropped', () => {
    const list = composeWalletList(
      {
        featured: [wallet('f2'), wallet('f1')],
        recommended: [wallet('r1'), wallet('f1')],
        pages: [wallet('p1'), wallet('installed'), wallet('r1'), wallet('x')],
      },
      context({ installedRdns: new Set(['io.installed']), excludedIds: new Set(['x']) }),
    )
    expect(list.map((w) => w.id)).toEqual(['installed', 'f2', 'f1', 'r1', 'p1'])
  })

})
