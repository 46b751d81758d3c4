/**
 * The dev wallet page: a small WalletConnect web wallet on its own loopback
 * port, built on @reown/walletkit + viem with a dev key. A person pastes (or
 * opens with ?uri=) a wc: URI from the demo in another tab, approves the
 * session, then approves or rejects each request. Browser tests click the
 * same buttons.
 */
import { createServer, type ServerResponse } from 'node:http'
import { listenOnLoopback } from '../server-utils'
import { walletScript } from './bundle'
import { WALLET_PAGE_HTML, WALLET_PAGE_CSS } from './html'
import type { WalletPageConfig } from './page/config'

export type { WalletPageConfig, WalletPageChain, WalletPageSolana } from './page/config'

export interface WalletPageOptions extends WalletPageConfig {
  port?: number
}

export interface WalletPage {
  url: string
  stop(): Promise<void>
}

/** Same rule as the demo: no inline script or style, connections to loopback only. */
export const WALLET_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*"

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'content-security-policy': WALLET_PAGE_CSP,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  })
  response.end(body)
}

export async function startWalletPage(options: WalletPageOptions): Promise<WalletPage> {
  const config: WalletPageConfig = { relayUrl: options.relayUrl, privateKey: options.privateKey, chains: options.chains, solana: options.solana }
  // Bundle before listening, so the first page load is not slow.
  await walletScript()
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (request.method !== 'GET') return send(response, 405, 'text/plain', 'Method not allowed')
    if (path === '/') return send(response, 200, 'text/html', WALLET_PAGE_HTML)
    if (path === '/wallet.css') return send(response, 200, 'text/css', WALLET_PAGE_CSS)
    if (path === '/config.json') return send(response, 200, 'application/json', JSON.stringify(config))
    if (path === '/wallet.js') {
      void walletScript().then(
        (script) => send(response, 200, 'text/javascript', script),
        (error: unknown) => send(response, 500, 'text/plain', String(error)),
      )
      return
    }
    send(response, 404, 'text/plain', 'Not found')
  })
  const running = await listenOnLoopback(server, options.port)
  return { url: `${running.url}/`, stop: running.stop }
}
