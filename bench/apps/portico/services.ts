// Service URLs come from the page's query string (list-scale points them at the devnet);
// absent ones keep Portico's production defaults, which the open-time harness answers
// with an empty 200 exactly as it does for AppKit's and RainbowKit's hosted calls.
const KEYS = ['blockchainApiUrl', 'registryUrl', 'analyticsUrl'] as const

export function servicesFromQuery(search: string): Partial<Record<(typeof KEYS)[number], string>> {
  const params = new URLSearchParams(search)
  return Object.fromEntries(KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])))
}
