/**
 * Once before the browser tests: makes sure Debian's chromium headless shell exists (installs it with apt
 * when missing) and launches it as the run's browser server (each test file connects, each session is a
 * context of its own: browser.ts), and builds the demo once into a folder every test file serves (read-only:
 * each demo server adds its own config), instead of one build per file.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { buildDemo } from '../../../demo/build.mjs'
import { CHROMIUM_PATH, launchBrowserServer } from './browser'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo built for this run (a folder path ending in '/'). */
    demoDist: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const script = fileURLToPath(new URL('../../../scripts/ensure-chromium.mjs', import.meta.url))
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`Browser tests need ${CHROMIUM_PATH}; scripts/ensure-chromium.mjs failed (see its output above).`)
  const demoDist = `${await mkdtemp(path.join(tmpdir(), 'portico-demo-'))}/`
  const [browser, built] = await Promise.allSettled([launchBrowserServer(), buildDemo({ outdir: demoDist })])
  const teardown = async () => {
    if (browser.status === 'fulfilled') await browser.value.close()
    await rm(demoDist, { recursive: true, force: true })
  }
  if (browser.status === 'rejected' || built.status === 'rejected') {
    await teardown()
    throw browser.status === 'rejected' ? browser.reason : (built as PromiseRejectedResult).reason
  }
  project.provide('demoDist', demoDist)
  project.provide('browserWsEndpoint', browser.value.wsEndpoint())
  return teardown
}
