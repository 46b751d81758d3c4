/** Portico's own budgets: `npx size-limit --json` from the repo root, each entry as reported. */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { REPO_DIR } from './paths.mjs'

export async function sizeLimitEntries() {
  try {
    const { stdout } = await promisify(execFile)('npx', ['size-limit', '--json'], { cwd: REPO_DIR, timeout: 180_000, maxBuffer: 1 << 24 })
    return { ok: true, entries: JSON.parse(stdout) }
  } catch (error) {
    // size-limit exits 1 when a budget is exceeded but still prints its JSON.
    const parsed = tryParse(error.stdout)
    if (Array.isArray(parsed)) return { ok: true, entries: parsed }
    return { ok: false, reason: String(error.stderr || error.message).trim().split('\n').slice(0, 3).join(' ').slice(0, 200) }
  }
}

function tryParse(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
