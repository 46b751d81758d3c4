/**
 * Where the app's services are. Read on the server at request time (PORTICO_SERVICES, a JSON object the test
 * sets to the devnet's URLs) and handed to the client as props, so the same build runs against any devnet.
 * Only http(s) URLs get through.
 */
export interface Services {
  /** JSON-RPC of the chain with id 1. */
  rpc: string
  api: string
  registry: string
  analytics: string
}

const httpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value)

export function servicesFromEnv(json = process.env.PORTICO_SERVICES): Services {
  const parsed: Record<string, unknown> = json ? JSON.parse(json) : {}
  const services = { rpc: parsed.rpc, api: parsed.api, registry: parsed.registry, analytics: parsed.analytics }
  const bad = Object.entries(services).filter(([, value]) => !httpUrl(value)).map(([key]) => key)
  if (bad.length > 0) throw new Error(`PORTICO_SERVICES: expected http(s) URLs for ${bad.join(', ')}`)
  return services as Services
}
