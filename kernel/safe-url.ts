/**
 * Image URLs come from wallets, registries and plugins: only schemes that
 * cannot run code reach an <img src>. Anything else is dropped, never rendered.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function safeImageUrl(url: string | undefined | null): string | undefined {
  if (!url) return undefined
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml|avif)[;,]/i.test(url)) return url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol === 'https:') return parsed.href
  if (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)) return parsed.href
  return undefined
}

/** Links that open in a new tab (explorers): http(s) only. */
export function safeLinkUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}
