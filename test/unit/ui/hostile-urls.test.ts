/**
 * Every hostile URL the devnet's 'hostile' fault mode serves (devnet/hostile.ts: javascript: in disguise,
 * data: documents, vbscript:, file:) is refused by each rule that lets a remote URL into the DOM: image
 * sources, explorer links and wallet deep links. The scripted SVG data URL is the one an <img> may show.
 */
import { describe, expect, it } from 'vitest'
import { HOSTILE_URLS, SCRIPTED_SVG_DATA_URL } from '../../../devnet/hostile'
import { safeImageUrl, safeLinkUrl } from '../../../kernel/safe-url'
import { formatWalletLink, walletLink } from '../../../plugins/walletconnect/deep-links'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=def'

describe('hostile URLs (issue 17)', () => {
  it.each(HOSTILE_URLS)('%j is never an image source, an explorer link or a wallet link', (url) => {
    expect(safeImageUrl(url)).toBeUndefined()
    expect(safeLinkUrl(url)).toBeUndefined()
    expect(formatWalletLink(url, URI)).toBeUndefined()
  })

  it('a wallet whose every link is hostile offers no link at all, on desktop or mobile (the view falls back to the wc: URI)', () => {
    for (let index = 0; index < HOSTILE_URLS.length; index++) {
      const links = { mobile_link: HOSTILE_URLS[index], desktop_link: HOSTILE_URLS[(index + 1) % HOSTILE_URLS.length], webapp_link: HOSTILE_URLS[(index + 2) % HOSTILE_URLS.length] }
      expect(walletLink(links, URI, false)).toBeUndefined()
      expect(walletLink(links, URI, true)).toBeUndefined()
    }
  })

  it('an SVG data URL may be an image source (an <img> never runs its script) but never a link', () => {
    expect(safeImageUrl(SCRIPTED_SVG_DATA_URL)).toBe(SCRIPTED_SVG_DATA_URL)
    expect(safeLinkUrl(SCRIPTED_SVG_DATA_URL)).toBeUndefined()
    expect(formatWalletLink(SCRIPTED_SVG_DATA_URL, URI)).toBeUndefined()
  })
})
