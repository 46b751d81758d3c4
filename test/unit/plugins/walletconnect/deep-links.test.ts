import { describe, expect, it } from 'vitest'
import { formatWalletLink, walletLink } from '../../../../plugins/walletconnect/deep-links'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=def'
const ENCODED = encodeURIComponent(URI)

describe('WalletConnect deep links (SPEC §3 mobile_link, desktop_link, webapp_link)', () => {
  it('SPEC §3: a native scheme becomes scheme://wc?uri=, an https link /wc?uri=', () => {
    expect(formatWalletLink('trust://', URI)).toBe(`trust://wc?uri=${ENCODED}`)
    expect(formatWalletLink('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(formatWalletLink('https://app.wallet.example/', URI)).toBe(`https://app.wallet.example/wc?uri=${ENCODED}`)
  })

  it('SPEC §5: a link that could run script is refused', () => {
    expect(formatWalletLink('javascript:alert(1)', URI)).toBeUndefined()
    expect(formatWalletLink('data:text/html,x', URI)).toBeUndefined()
    expect(formatWalletLink('not a link', URI)).toBeUndefined()
  })

  it('SPEC §9: mobile uses mobile_link; desktop uses desktop_link, else webapp_link', () => {
    const wallet = { mobile_link: 'w://', desktop_link: 'w-desktop://', webapp_link: 'https://app.w.example' }
    expect(walletLink(wallet, URI, true)).toEqual({ kind: 'mobile', href: `w://wc?uri=${ENCODED}` })
    expect(walletLink(wallet, URI, false)).toEqual({ kind: 'desktop', href: `w-desktop://wc?uri=${ENCODED}` })
    expect(walletLink({ ...wallet, desktop_link: null }, URI, false)?.kind).toBe('webapp')
    expect(walletLink({ mobile_link: null, desktop_link: null, webapp_link: null }, URI, true)).toBeUndefined()
  })
})
