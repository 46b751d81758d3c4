/**
 * The app's `/devnet.json` answered from the test's devnet: an app that reads the file `npx portico-devnet --json`
 * writes (devnet-json.ts) runs unchanged against the devnet of each Playwright worker, whatever its ports.
 */
import type { BrowserContext } from 'playwright-core'
import { devnetJsonOf } from '../devnet-json'
import type { Devnet } from '../index'

/** Answers every request for `path` (default '/devnet.json') on the context's pages with the devnet's JSON. Call before the page loads. */
export async function serveDevnetJson(context: BrowserContext, devnet: Pick<Devnet, 'urls' | 'chains' | 'solana' | 'modalConfig'>, path = '/devnet.json'): Promise<void> {
  const json = devnetJsonOf(devnet)
  await context.route((url) => url.pathname === path, (route) => route.fulfill({ json, headers: { 'Cache-Control': 'no-store' } }))
}
