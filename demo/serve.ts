/**
 * Serve the built demo (demo/dist) on 127.0.0.1 with a strict CSP, plus the
 * /devnet.json the demo reads its URLs from. Build first (demo/build.mjs).
 */
import { createServer, type ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Devnet } from 'portico-devnet'
import { listenOnLoopback } from '../devnet/server-utils'

/**
 * No inline script or style anywhere, no plugins, no <base>, and Trusted Types required for every script sink
 * (innerHTML, eval and the like): the modal must work under it, and the page guard fails a test on any violation.
 */
export const DEMO_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; img-src 'self' data: http://127.0.0.1:*; connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*; frame-src http://127.0.0.1:*"

const DEFAULT_DIST = fileURLToPath(new URL('dist/', import.meta.url))
const POLKADOT_DEV_URI = '//Alice'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

export interface ServeDemoOptions {
  devnet: Pick<Devnet, 'urls' | 'solana' | 'modalConfig'>
  /** Configure the devnet's Solana network in the demo (when `devnet.solana` is given). Default true. */
  solana?: boolean
  /** Configure Bitcoin Testnet in the demo, with the in-page Bitcoin test wallet when `testWallet` is on. Default false. */
  bitcoin?: boolean
  /** Configure Polkadot and Westend in the demo, with the in-page Polkadot test extension when `testWallet` is on. Default false. */
  polkadot?: boolean
  port?: number
  /** The in-page test wallet: 'auto' approves every prompt (browser tests), 'confirm' asks the person. Default 'confirm'; false leaves it out. */
  testWallet?: 'auto' | 'confirm' | false
  projectId?: string
  distDir?: string
  /** The modal's `debug` flag (browser tests read the frame bridge's counters through it). */
  debug?: boolean
}

export interface DemoServer {
  url: string
  stop(): Promise<void>
}

export async function serveDemo(options: ServeDemoOptions): Promise<DemoServer> {
  const distDir = normalize(options.distDir ?? DEFAULT_DIST)
  const testWallet = options.testWallet ?? 'confirm'
  const solana = options.solana === false ? undefined : options.devnet.solana
  // The kit's createModal config: Base named without an RPC URL, so it reads through the Blockchain API's RPC
  // route as an app's default network does.
  const modal = options.devnet.modalConfig({
    namespaces: ['eip155', ...(solana ? (['solana'] as const) : []), ...(options.bitcoin ? (['bip122'] as const) : []), ...(options.polkadot ? (['polkadot'] as const) : [])],
    rpcThroughApi: [8453],
  })
  const devnetJson = JSON.stringify({
    rpc: options.devnet.urls.rpc,
    modal: { networks: modal.networks, services: modal.services },
    relay: options.devnet.urls.relay,
    debug: options.debug,
    projectId: options.projectId,
    // Solana dev keypair #0 for the in-page Solana test wallet, as the EVM one holds dev account #0.
    // The Substrate dev account //Alice for the in-page Polkadot test extension.
    testWallet: testWallet
      ? { approval: testWallet, solanaSecretKey: solana?.accounts[0]?.secretKey, polkadotUri: options.polkadot ? POLKADOT_DEV_URI : undefined }
      : undefined,
    solana: solana ? { rpc: options.devnet.urls.solanaRpc, caipNetworkId: solana.caipNetworkId } : undefined,
    bitcoin: options.bitcoin ? { network: 'testnet' } : undefined,
    polkadot: options.polkadot || undefined,
  })

  const server = createServer((request, response) => {
    setSecurityHeaders(response)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/devnet.json') {
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.json'] }).end(devnetJson)
      return
    }
    void sendFile(response, distDir, path === '/' ? '/index.html' : path)
  })

  const running = await listenOnLoopback(server, options.port)
  return { url: `${running.url}/`, stop: running.stop }
}

function setSecurityHeaders(response: ServerResponse): void {
  response.setHeader('Content-Security-Policy', DEMO_CSP)
  response.setHeader('X-Content-Type-Options', 'nosniff')
  response.setHeader('Referrer-Policy', 'no-referrer')
  response.setHeader('Cache-Control', 'no-store')
}

async function sendFile(response: ServerResponse, distDir: string, urlPath: string): Promise<void> {
  const file = normalize(join(distDir, decodeURIComponent(urlPath)))
  // Never serve outside dist (path traversal).
  if (!file.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep)) {
    response.writeHead(404).end()
    return
  }
  try {
    const body = await readFile(file)
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body)
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
  }
}
