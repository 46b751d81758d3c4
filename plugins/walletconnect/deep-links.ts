/**
 * Links that hand a pairing URI to a wallet (SPEC §3 wallet listing entry:
 * mobile_link, desktop_link, webapp_link). A native scheme ('trust://') gets
 * `wc?uri=`; an https universal link gets `/wc?uri=`. Pure.
 */

export interface WalletLinks {
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

export interface WalletLink {
  kind: 'mobile' | 'desktop' | 'webapp'
  href: string
}

const SAFE_SCHEME = /^[a-z][a-z0-9+.-]*:/i
const FORBIDDEN_SCHEMES = /^(javascript|data|vbscript|file):/i

/** Append the URI to a wallet's link; undefined for a link that could run script. */
export function formatWalletLink(link: string, uri: string): string | undefined {
  const trimmed = link.trim()
  if (!SAFE_SCHEME.test(trimmed) || FORBIDDEN_SCHEMES.test(trimmed)) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https?:/i.test(trimmed)) return `${trimmed.replace(/\/+$/, '')}/wc?uri=${encoded}`
  // A native scheme: 'wallet://' or 'wallet:' both become 'wallet://wc?uri='.
  const scheme = trimmed.slice(0, trimmed.indexOf(':'))
  return `${scheme}://wc?uri=${encoded}`
}

/** The link to offer: the mobile link on mobile, else the desktop app, else the web app. */
export function walletLink(wallet: WalletLinks, uri: string, mobile: boolean): WalletLink | undefined {
  const order: Array<[WalletLink['kind'], string | null | undefined]> = mobile
    ? [['mobile', wallet.mobile_link], ['webapp', wallet.webapp_link]]
    : [['desktop', wallet.desktop_link], ['webapp', wallet.webapp_link]]
  for (const [kind, link] of order) {
    const href = link ? formatWalletLink(link, uri) : undefined
    if (href) return { kind, href }
  }
  return undefined
}
