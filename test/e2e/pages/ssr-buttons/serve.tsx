/**
 * Serves the server-rendered page: index.html with the markup react-dom/server renders once (a server knows no
 * visitor's session), `portico/buttons.css` as the build writes it, the page's own CSS, and main.tsx built as every
 * test page is (pages/build.ts). Strict CSP, as the demo's.
 */
import { readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { DEMO_CSP } from '../../../../demo/serve'
import { startStaticServer, type StaticFile, type StaticServer } from '../../harness'
import { buildTestPage } from '../build'
import { App, pageModal, type PageConfig } from './App'
// @ts-expect-error -- plain ESM script without types
import { cssTemplatesOf } from '../../../../scripts/css-templates.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export async function serveSsrPage(config: PageConfig): Promise<StaticServer> {
  const { outdir } = await buildTestPage('ssr-buttons', join(tmpdir(), `portico-ssr-page-${process.pid}/`))
  const headers = { 'content-security-policy': DEMO_CSP }
  const files: Record<string, StaticFile> = {}
  for (const file of (await readdir(outdir, { recursive: true })) as string[]) {
    const type = TYPES[file.slice(file.lastIndexOf('.'))]
    if (type) files[`/${file}`] = { body: await readFile(join(outdir, file), 'utf8'), type, headers }
  }
  // What `npm run build` writes to dist/buttons.css (scripts/build.mjs), from the same source.
  const [buttonsCss] = (await cssTemplatesOf(await readFile(here('../../../../kernel/react/components/buttonStyles.ts'), 'utf8'))) as string[]
  files['/buttons.css'] = { body: buttonsCss ?? '', type: TYPES['.css'], headers }
  files['/page.css'] = { body: await readFile(here('./page.css'), 'utf8'), type: TYPES['.css'], headers }
  const markup = renderToString(
    <StrictMode>
      <App modal={pageModal(config, 'http://127.0.0.1')} />
    </StrictMode>,
  )
  const template = await readFile(join(outdir, 'index.html'), 'utf8')
  files['/'] = { headers, body: template.replace('{{config}}', escapeHtml(JSON.stringify(config))).replace('{{markup}}', markup) }
  const server = await startStaticServer(files)
  return { url: server.url, close: async () => Promise.all([server.close(), rm(outdir, { recursive: true, force: true })]).then(() => undefined) }
}
