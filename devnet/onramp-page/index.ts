/**
 * The devnet on-ramp page, on its own loopback origin: the URL that POST /v1/generators/onrampurl returns
 * opens /buy?session=…, which shows the purchase; "Confirm purchase" credits the wallet on anvil (see desk.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenOnLoopback } from '../server-utils'
import type { OnrampDesk } from './desk'
import { messagePage, ONRAMP_PAGE_CSS, purchasePage } from './html'

export { createOnrampDesk, ONRAMP_ASSETS, type OnrampAsset, type OnrampDesk, type OnrampPurchase } from './desk'

export const ONRAMP_PAGE_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

export interface OnrampPage {
  url: string
  stop(): Promise<void>
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'content-security-policy': ONRAMP_PAGE_CSP,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  })
  response.end(body)
}

async function formSession(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('session') ?? ''
}

export async function startOnrampPage(options: { desk: OnrampDesk; port?: number }): Promise<OnrampPage> {
  const { desk } = options
  const unknown = (response: ServerResponse) => send(response, 404, 'text/html', messagePage('Purchase not found', 'This purchase link is not valid.'))

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'GET' && url.pathname === '/page.css') return send(response, 200, 'text/css', ONRAMP_PAGE_CSS)
    if (request.method === 'GET' && url.pathname === '/buy') {
      const session = desk.session(url.searchParams.get('session') ?? '')
      return session ? send(response, 200, 'text/html', purchasePage(session)) : unknown(response)
    }
    if (request.method === 'POST' && url.pathname === '/buy/confirm') {
      const id = await formSession(request)
      if (!desk.session(id)) return unknown(response)
      const session = await desk.confirm(id)
      return send(response, 200, 'text/html', purchasePage(session))
    }
    if (request.method === 'POST' && url.pathname === '/buy/cancel') {
      const session = desk.cancel(await formSession(request))
      return session ? send(response, 200, 'text/html', purchasePage(session)) : unknown(response)
    }
    send(response, 404, 'text/plain', 'Not found')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, 'text/html', messagePage('Purchase failed', String(error)))
      else response.destroy()
    })
  })
  const running = await listenOnLoopback(server, options.port)
  return { url: `${running.url}/`, stop: running.stop }
}
