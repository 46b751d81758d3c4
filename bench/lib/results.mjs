/** Parts hand their figures to run.mjs as JSON files under dist/results. */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { RESULTS_DIR } from './paths.mjs'

export async function writePart(part, data) {
  await mkdir(RESULTS_DIR, { recursive: true })
  await writeFile(join(RESULTS_DIR, `${part}.json`), JSON.stringify(data, null, 2) + '\n')
}

/** The part's JSON, or undefined when it did not run or did not finish. */
export async function readPart(part) {
  try {
    return JSON.parse(await readFile(join(RESULTS_DIR, `${part}.json`), 'utf8'))
  } catch {
    return undefined
  }
}

/** True when a script is run directly (`node x.mjs`), false when imported. */
export function isMain(importMetaUrl) {
  return process.argv[1] !== undefined && fileURLToPath(importMetaUrl) === resolve(process.argv[1])
}
