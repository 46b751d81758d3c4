/** Where the bench keeps things: one place, so every script agrees. */
import { access } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url))
export const REPO_DIR = join(BENCH_DIR, '..')
export const APPS_DIR = join(BENCH_DIR, 'apps')
export const DIST_DIR = join(BENCH_DIR, 'dist')
/** Each part writes its JSON here; run.mjs reads them back (a part may crash without taking the run down). */
export const RESULTS_DIR = join(DIST_DIR, 'results')

/** Interleaving order for the browser runs and column order of the table. */
export const APPS = ['portico', 'appkit', 'rainbowkit']
/** Built and measured for bytes only: Portico with every adapter and plugin the demo configures. */
export const FULL_APP = 'portico-full'
/** What build and bytes cover. */
export const BUILT_APPS = [...APPS, FULL_APP]

export const appDist = (app) => join(DIST_DIR, app)

/** The apps of APPS whose build is there (in their order), and why each other one is left out. */
export async function builtApps() {
  const apps = []
  const skipped = {}
  for (const app of APPS) {
    try {
      await access(join(appDist(app), 'index.html'))
      apps.push(app)
    } catch {
      skipped[app] = 'not built'
    }
  }
  return { apps, skipped }
}
