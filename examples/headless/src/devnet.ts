/**
 * Where the app's services are, read at run time from /devnet.json (the server that serves the build writes it),
 * so the same build runs against a devnet on any ports. Checked here: the modal gets only http(s) URLs.
 */
export interface Devnet {
  /** The JSON-RPC of the devnet's stand-ins for Ethereum (chain id 1) and Base (8453). */
  rpc: { ethereum: string; base: string }
  api: string
  registry: string
  analytics: string
  secureSite: string
  projectId: string
}

const httpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value)

export async function loadDevnet(): Promise<Devnet> {
  const response = await fetch('/devnet.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`/devnet.json: HTTP ${response.status}`)
  // The shape Portico's devnet server writes: the chain RPCs, and portico-devnet's modalConfig() services.
  const json: { rpc?: Record<string, unknown>; modal?: { services?: Record<string, unknown> }; projectId?: unknown } = await response.json()
  const services = json.modal?.services ?? {}
  const urls = {
    ethereum: json.rpc?.['1'],
    base: json.rpc?.['8453'],
    api: services.blockchainApiUrl,
    registry: services.registryUrl,
    analytics: services.analyticsUrl,
    secureSite: services.secureSiteUrl,
  }
  const bad = Object.entries(urls).filter(([, value]) => !httpUrl(value)).map(([key]) => key)
  if (bad.length > 0) throw new Error(`/devnet.json: expected http(s) URLs for ${bad.join(', ')}`)
  const { ethereum, base, ...rest } = urls as Record<keyof typeof urls, string>
  const projectId = typeof json.projectId === 'string' ? json.projectId : 'portico-example-headless'
  return { rpc: { ethereum, base }, ...rest, projectId }
}
