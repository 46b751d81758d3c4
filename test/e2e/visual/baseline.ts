/**
 * A capture against its committed baseline (test/e2e/visual/baselines/<screen>-<variant>.png), compared with
 * pixelmatch. A normal run only reads baselines: a mismatch writes the actual capture and a diff image under
 * test-results/visual/ and is reported; a missing baseline is reported too. Only the update run
 * (`npm run visual:update`, which sets PORTICO_VISUAL_UPDATE=1) writes baselines.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

export const BASELINE_DIR = fileURLToPath(new URL('./baselines/', import.meta.url))
export const RESULTS_DIR = path.resolve('test-results', 'visual')
export const UPDATE_BASELINES = process.env.PORTICO_VISUAL_UPDATE === '1'

/**
 * pixelmatch's per-pixel colour threshold (its default, 0.1: anti-aliased edges are told apart and skipped) and
 * the share of a capture's pixels that may still differ: 0.1 %, a few glyphs' worth in a dialog of 360x600.
 */
export const PIXEL_THRESHOLD = 0.1
export const MAX_DIFF_SHARE = 0.001

export type Verdict = { ok: true } | { ok: false; problem: string }

export const baselineFile = (stem: string) => path.join(BASELINE_DIR, `${stem}.png`)

/** Compares (or, in the update run, records) one capture; `stem` is `<screen>-<variant>`. */
export async function checkBaseline(stem: string, capture: Buffer): Promise<Verdict> {
  if (UPDATE_BASELINES) {
    await mkdir(BASELINE_DIR, { recursive: true })
    await writeFile(baselineFile(stem), capture)
    return { ok: true }
  }
  const expected = await readFile(baselineFile(stem)).catch(() => undefined)
  if (!expected) {
    await writeResult(`${stem}-actual.png`, capture)
    return { ok: false, problem: `${stem}: no baseline (create it with \`npm run visual:update\`, review the gallery, commit test/e2e/visual/baselines/)` }
  }
  const want = PNG.sync.read(expected)
  const got = PNG.sync.read(capture)
  if (want.width !== got.width || want.height !== got.height) {
    await writeResult(`${stem}-actual.png`, capture)
    return { ok: false, problem: `${stem}: ${got.width}x${got.height}, the baseline is ${want.width}x${want.height}` }
  }
  const diff = new PNG({ width: want.width, height: want.height })
  const differing = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: PIXEL_THRESHOLD })
  const share = differing / (want.width * want.height)
  if (share <= MAX_DIFF_SHARE) return { ok: true }
  await writeResult(`${stem}-actual.png`, capture)
  await writeResult(`${stem}-diff.png`, PNG.sync.write(diff))
  return { ok: false, problem: `${stem}: ${differing} pixels differ (${(share * 100).toFixed(2)} %, at most ${MAX_DIFF_SHARE * 100} %)` }
}

/** Writes a file under test-results/visual/ (an actual capture, a diff). */
export async function writeResult(name: string, data: Buffer): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(path.join(RESULTS_DIR, name), data)
}
