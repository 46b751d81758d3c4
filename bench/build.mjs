/**
 * Builds the three apps and Portico's full app with the same vite 7 in one run:
 * dist/<app>. A failing app (e.g. Portico's UI not written yet) is recorded, not fatal.
 */
import { build } from 'vite'
import { BUILT_APPS } from './lib/paths.mjs'
import { isMain, writePart } from './lib/results.mjs'
import { viteConfig } from './lib/vite-config.mjs'

export async function buildApps(apps = BUILT_APPS) {
  const results = {}
  for (const app of apps) {
    const started = performance.now()
    try {
      await build(viteConfig(app))
      results[app] = { ok: true, seconds: (performance.now() - started) / 1000 }
    } catch (error) {
      results[app] = { ok: false, reason: firstLine(error) }
    }
    console.log(`build ${app}: ${results[app].ok ? `ok in ${results[app].seconds.toFixed(1)} s` : `failed: ${results[app].reason}`}`)
  }
  await writePart('build', results)
  return results
}

function firstLine(error) {
  return String(error?.message ?? error).split('\n')[0].slice(0, 200)
}

if (isMain(import.meta.url)) await buildApps(process.argv.slice(2).length ? process.argv.slice(2) : BUILT_APPS)
