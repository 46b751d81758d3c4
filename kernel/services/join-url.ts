/**
 * The services' one trailing-slash rule. A module of its own: the config's default RPC URL uses it in the
 * entry, and importing it from context.ts would put the HTTP client in the entry chunk too.
 */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '')
}
