/**
 * Bytes per app: what loads before the modal opens (initial) and every chunk
 * (total), JS and CSS, raw/gzip/brotli, and the chunk count, for the three apps
 * and Portico's full app. For Portico also the repo's size-limit entries.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { addSizes, fileSizes } from './lib/compress.mjs'
import { initialFiles } from './lib/initial-files.mjs'
import { BUILT_APPS, appDist } from './lib/paths.mjs'
import { isMain, writePart } from './lib/results.mjs'
import { sizeLimitEntries } from './lib/size-limit.mjs'

export async function measureBytes() {
  const results = {}
  for (const app of BUILT_APPS) {
    try {
      results[app] = { ok: true, ...(await appBytes(appDist(app))) }
    } catch (error) {
      results[app] = { ok: false, reason: error.code === 'ENOENT' ? 'not built' : String(error.message).split('\n')[0] }
    }
  }
  results.porticoSizeLimit = await sizeLimitEntries()
  await writePart('bytes', results)
  return results
}

async function appBytes(dir) {
  const html = await readFile(join(dir, 'index.html'), 'utf8')
  const manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8'))
  const all = (await listFiles(join(dir, 'assets'))).map((file) => relative(dir, file))
  const initial = new Set(initialFiles(html, manifest))
  const sizes = new Map(await Promise.all(all.map(async (file) => [file, await fileSizes(join(dir, file))])))
  const pick = (test) => addSizes([...sizes].filter(([file]) => test(file)).map(([, size]) => size))
  const isJs = (file) => file.endsWith('.js')
  const isCss = (file) => file.endsWith('.css')
  return {
    initialJs: pick((f) => isJs(f) && initial.has(f)),
    initialCss: pick((f) => isCss(f) && initial.has(f)),
    totalJs: pick(isJs),
    totalCss: pick(isCss),
    initialChunks: [...initial].filter(isJs).length,
    chunks: all.filter(isJs).length,
    initialFiles: [...initial],
  }
}

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

if (isMain(import.meta.url)) console.log(JSON.stringify(await measureBytes(), null, 2))
