/** The devnet's sign-in sessions routes (SPEC §7 `/v1/sessions/*`), as the siwx browser tests read them. */
import type { DemoEnv } from '../modal/demo-env'

export interface DevnetSession {
  pci: string
  domain: string
  chainId: string
}

/** A call to the devnet's Blockchain API: GET, or POST with a JSON body. */
export function devnetApi(env: DemoEnv): (path: string, body?: unknown) => Promise<Response> {
  return (path, body) => {
    const url = new URL(path, env.devnet.urls.api)
    url.searchParams.set('projectId', 'e2e')
    return fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  }
}

/** The sessions the devnet lists for an address. */
export async function devnetSessionsOf(env: DemoEnv, address: string): Promise<DevnetSession[]> {
  return (await (await devnetApi(env)(`/v1/sessions/${address}`)).json()) as DevnetSession[]
}
