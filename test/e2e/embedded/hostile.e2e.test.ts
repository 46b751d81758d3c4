/**
 * Hostile input against the frame bridge in Chromium (DESIGN: the bridge
 * checks origin AND source, always). While connected through the embedded
 * wallet: a page script on a foreign loopback origin, a second frame on the
 * secure site's own origin, and the real frame itself send ≥ 10,000 random or
 * malformed messages (every known type with wrong field types included).
 * Nothing changes, nothing is answered, nothing crashes, and every message
 * is counted in the bridge's debug counters (window.__porticoDebug, present
 * only because the demo runs with `debug: true`).
 */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer, type StaticServer } from '../harness'
import { appStorage, freshEmail, loginWithEmail, openApp, startEmbeddedEnv, type EmbeddedEnv } from './embedded-env'
import { recordFigure } from '../../reliability-figures'

const PER_SOURCE = 3_500

interface Counters {
  rejected: { origin: number; source: number; schema: number; 'unknown-id': number }
  posted: number
}

async function generatorScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./hostile-entry.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'PorticoHostile',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  // evaluate() runs the text in a function scope: publish the IIFE's global explicitly.
  return `${result.outputFiles[0]?.text ?? ''}\nglobalThis.PorticoHostile = PorticoHostile;`
}

/** In `frame`: count what the app posts back, then send `count` hostile messages to the parent window. */
async function flood(frame: Frame, script: string, { count, seed, target }: { count: number; seed: number; target: string }): Promise<void> {
  await frame.evaluate(script)
  await frame.evaluate(
    ({ count, seed, target }) => {
      const w = window as unknown as { PorticoHostile: { createHostileGenerator(seed: number): () => unknown }; __received: number }
      w.__received = 0
      window.addEventListener('message', () => (w.__received += 1))
      const next = w.PorticoHostile.createHostileGenerator(seed)
      for (let i = 0; i < count; i++) {
        try {
          window.parent.postMessage(next(), target)
        } catch {
          window.parent.postMessage(String(i), target) // a value that cannot be cloned: send garbage instead
        }
      }
    },
    { count, seed, target },
  )
}

const counters = (page: Page) => page.evaluate(() => structuredClone((window as unknown as { __porticoDebug: { frame: Counters } }).__porticoDebug.frame))
const received = (frame: Frame) => frame.evaluate(() => (window as unknown as { __received: number }).__received)

describe('embedded wallet: hostile messages in the browser', () => {
  let env: EmbeddedEnv
  let foreign: StaticServer

  beforeAll(async () => {
    env = await startEmbeddedEnv()
    foreign = await startStaticServer({ '/': { body: '<!doctype html><title>foreign</title><p>foreign page</p>' } })
  })
  afterAll(async () => {
    await foreign?.close()
    await env?.stop()
  })

  it('SPEC §4/§7: ≥ 10,000 hostile messages from a foreign origin, a second frame and the real frame change nothing, get no reply and are all counted', async () => {
    const app = await openApp(env)
    const { page } = app
    await loginWithEmail(env, app, freshEmail('hostile'))
    const address = await page.getByTestId('address').textContent()
    const storageBefore = await appStorage(page)
    const before = await counters(page)
    const script = await generatorScript()
    const appOrigin = new URL(env.demo.url).origin

    // A foreign origin and a second frame on the secure site's origin, both embedded in the app page.
    await page.evaluate(
      ([foreignUrl, secondUrl]) => {
        for (const [id, src] of [['foreign', foreignUrl], ['second', secondUrl]] as const) {
          const iframe = document.createElement('iframe')
          iframe.id = id
          iframe.src = src
          document.body.append(iframe)
        }
      },
      [`${foreign.url}/`, `${env.devnet.secureSite.origin}/frame?origin=${encodeURIComponent(appOrigin)}&sdkVersion=4`] as const,
    )
    const frameOf = async (selector: string): Promise<Frame> => {
      const frame = await (await page.waitForSelector(selector, { state: 'attached' })).contentFrame()
      if (!frame) throw new Error(`no frame at ${selector}`)
      await frame.waitForLoadState()
      return frame
    }
    const real = await frameOf('iframe#portico-embedded-wallet')
    const foreignFrame = await frameOf('iframe#foreign')
    const secondFrame = await frameOf('iframe#second')

    // The foreign origin posts with '*'; the second frame and the real frame post to the app origin.
    await flood(foreignFrame, script, { count: PER_SOURCE, seed: 1, target: '*' })
    await flood(secondFrame, script, { count: PER_SOURCE, seed: 2, target: appOrigin })
    await flood(real, script, { count: PER_SOURCE, seed: 3, target: appOrigin })
    // The app page itself (same origin as the app, not the secure site).
    await page.evaluate((count) => {
      for (let i = 0; i < count; i++) window.postMessage({ id: `self-${i}`, type: '@w3m-frame/GET_USER_SUCCESS', payload: { address: '0xdead', chainId: 1 } }, '*')
    }, 500)

    const total = 3 * PER_SOURCE + 500
    const counted = (c: Counters) => c.rejected.origin + c.rejected.source + c.rejected.schema + c.rejected['unknown-id']
    // The second frame also says READY once on its own (right origin, wrong source): counted too.
    await expect.poll(async () => counted(await counters(page)) - counted(before), { timeout: 30_000 }).toBeGreaterThanOrEqual(total)
    const after = await counters(page)
    expect(after.rejected.origin - before.rejected.origin).toBe(PER_SOURCE + 500)
    expect(after.rejected.source - before.rejected.source).toBeGreaterThanOrEqual(PER_SOURCE)
    expect(after.rejected.schema + after.rejected['unknown-id'] - before.rejected.schema - before.rejected['unknown-id']).toBe(PER_SOURCE)

    // No reply to any of them, no state change, no crash.
    expect(await received(foreignFrame)).toBe(0)
    expect(await received(secondFrame)).toBe(0)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(await appStorage(page)).toEqual(storageBefore)
    expect(Object.prototype).not.toHaveProperty('polluted')
    expect(await page.evaluate(() => ({} as Record<string, unknown>).polluted)).toBeUndefined()

    // The bridge still works: a signature request is approved and answered.
    await page.getByRole('textbox', { name: 'Message' }).fill('still alive')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await app.dialog.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    recordFigure('messages fuzzed', total, 'frame bridge (browser, three sources)')
  })
})
