/**
 * Serves the server-rendered page: the HTML rendered once with react-dom/server (a server knows no visitor's
 * session), `portico/buttons.css` as the build writes it, the page's own CSS, and main.tsx built with esbuild
 * (ESM with code splitting, as the demo: the modal's lazy chunks stay lazy). Strict CSP, as the demo's.
 */
import { build } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { DEMO_CSP } from '../../../../demo/serve'
import { startStaticServer, type StaticFile, type StaticServer } from '../../harness'
import { App, pageModal, type PageConfig } from './App'
// @ts-expect-error -- plain ESM script without types
import { cssTemplatesOf } from '../../../../scripts/css-templates.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export async function serveSsrPage(config: PageConfig): Promise<StaticServer> {
  const built = await build({
    entryPoints: { main: here('./main.tsx') },
    outdir: '/ssr-page',
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const headers = { 'content-security-policy': DEMO_CSP }
  const files: Record<string, StaticFile> = {}
  for (const output of built.outputFiles) files[output.path.slice('/ssr-page'.length)] = { body: output.text, type: 'text/javascript; charset=utf-8', headers }
  // What `npm run build` writes to dist/buttons.css (scripts/build.mjs), from the same source.
  const [buttonsCss] = (await cssTemplatesOf(await readFile(here('../../../../kernel/react/components/buttonStyles.ts'), 'utf8'))) as string[]
  files['/buttons.css'] = { body: buttonsCss ?? '', type: 'text/css; charset=utf-8', headers }
  files['/page.css'] = { body: await readFile(here('./page.css'), 'utf8'), type: 'text/css; charset=utf-8', headers }
  // The server renders for no one in particular: the modal it renders with has no browser and no session.
  const markup = renderToString(
    <StrictMode>
      <App modal={pageModal(config, 'http://127.0.0.1')} />
    </StrictMode>,
  )
  const escaped = JSON.stringify(config).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  files['/'] = {
    headers,
    body: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Portico SSR page</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/buttons.css" />
    <link rel="stylesheet" href="/page.css" />
    <script type="module" src="/main.js"></script>
  </head>
  <body>
    <div id="root" data-config="${escaped}">${markup}</div>
  </body>
</html>`,
  }
  return startStaticServer(files)
}
