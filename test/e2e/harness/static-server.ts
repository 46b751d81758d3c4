/** A tiny static HTTP server on 127.0.0.1 for harness pages. */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StaticFile {
  body: string
  type?: string
  /** Extra response headers (e.g. a Content-Security-Policy). */
  headers?: Record<string, string>
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

export async function startStaticServer(files: Record<string, StaticFile>): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://127.0.0.1').pathname]
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response.writeHead(200, { ...file.headers, 'content-type': file.type ?? 'text/html; charset=utf-8' }).end(file.body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
