/**
 * The secure site's node:http request handler: the frame page and its
 * script, the stand-in pages, and the JSON backend the frame page calls.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import * as z from 'zod/mini'
import { apiHandlers } from './api'
import { API, type ApiPath } from './api-schemas'
import type { SiteContext } from './context'
import { frameScript } from './frame-bundle'
import { HttpError, readJson, sendJson } from './http-util'
import { servePage } from './pages'

const STYLE_URL = new URL('./frame-page/style.css', import.meta.url)

function sendAsset(response: ServerResponse, type: string, body: string): void {
  response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' })
  response.end(body)
}

async function serveApi(ctx: SiteContext, request: IncomingMessage, path: ApiPath, response: ServerResponse): Promise<void> {
  // Only the frame page (same origin) may call the backend; a browser always sends Origin on POST.
  const origin = request.headers.origin
  if (origin !== undefined && origin !== ctx.origin) throw new HttpError(403, 'Cross-origin calls are not allowed')
  const parsed = z.safeParse(API[path], await readJson(request))
  if (!parsed.success) throw new HttpError(400, z.prettifyError(parsed.error))
  const handler = apiHandlers[path] as (ctx: SiteContext, body: unknown) => Promise<unknown>
  sendJson(response, 200, await handler(ctx, parsed.data))
}

async function route(ctx: SiteContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', ctx.origin)
  const method = request.method ?? 'GET'
  if (method === 'GET' && url.pathname === '/frame.js') return sendAsset(response, 'text/javascript', await frameScript())
  if (method === 'GET' && url.pathname === '/style.css') return sendAsset(response, 'text/css', await readFile(STYLE_URL, 'utf8'))
  if (method === 'GET' && url.pathname === '/api/inbox') return sendJson(response, 200, ctx.inbox.messagesFor(url.searchParams.get('email') ?? ''))
  if (method === 'POST' && url.pathname in API) return serveApi(ctx, request, url.pathname as ApiPath, response)
  if (await servePage(ctx, request, url, response)) return
  throw new HttpError(404, 'Not found')
}

export function createHandler(ctx: SiteContext) {
  return (request: IncomingMessage, response: ServerResponse) => {
    route(ctx, request, response).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500
      const message = error instanceof Error ? error.message : 'An error occurred'
      if (!response.headersSent) sendJson(response, status, { message })
      else response.end()
    })
  }
}
