/**
 * Where the app's chains and services are: /devnet.json, the file `npm run devnet` writes into public/
 * (`portico-devnet --json`). In the Playwright tests the kit answers the same path from each worker's devnet
 * (`serveDevnetJson`), so one build runs against a devnet on any ports. For production, replace this file with
 * your config: your `projectId`, networks and services.
 */
import type { DevnetJson } from 'portico-devnet'

export async function loadDevnet(): Promise<Pick<DevnetJson, 'modalConfig' | 'urls'>> {
  const response = await fetch('/devnet.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`/devnet.json: HTTP ${response.status}. Start the devnet with: npm run devnet`)
  const json = (await response.json()) as Partial<DevnetJson>
  // createModal checks the networks and service URLs itself; the relay is the one URL passed on unchecked.
  if (!json.modalConfig || !/^wss?:\/\/[^\s]+$/.test(json.urls?.relay ?? '')) throw new Error('/devnet.json: not the file portico-devnet --json writes')
  return { modalConfig: json.modalConfig, urls: json.urls as DevnetJson['urls'] }
}
