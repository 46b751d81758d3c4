/**
 * Issue 27 item 10: the committed lockfiles carry the optional platform builds of every OS the dependencies
 * publish for (anvil, rollup, esbuild, ...), so `npm install` gives a contributor on macOS or Windows the
 * tree a Linux machine locked, and a second `npm install` here changes nothing. npm leaves such entries out
 * when the registry it resolves from lacks them; the few this registry mirror does not serve are listed.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface LockEntry {
  version?: string
  optionalDependencies?: Record<string, string>
  os?: string[]
}

/**
 * litesvm 1.5.0's builds for macOS, Linux arm64 and musl: the registry here answers 404 for them, so npm
 * cannot lock them here (it adds them to the lock on a machine whose registry has them). litesvm is the
 * devnet's Solana VM, a dev dependency.
 */
const NOT_ON_THIS_REGISTRY = ['litesvm-darwin-arm64', 'litesvm-darwin-x64', 'litesvm-linux-arm64-gnu', 'litesvm-linux-arm64-musl', 'litesvm-linux-x64-musl']

/** Each optional dependency of a locked package that has no locked entry where Node would look for it. */
function unlockedOptionals(packages: Record<string, LockEntry>): string[] {
  const missing: string[] = []
  for (const [path, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      // Node's lookup: the package's own node_modules, then each enclosing one up to the root.
      let base = path
      let found = false
      for (;;) {
        if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) {
          found = true
          break
        }
        if (!base) break
        const at = base.lastIndexOf('/node_modules/')
        base = at < 0 ? '' : base.slice(0, at)
      }
      if (!found) missing.push(name)
    }
  }
  return missing
}

const lockfile = (path: string): Record<string, LockEntry> => JSON.parse(readFileSync(path, 'utf8')).packages

describe.each(['package-lock.json', 'bench/package-lock.json'])('%s', (path) => {
  it('locks the optional platform builds of every OS (but those this registry lacks)', () => {
    expect(unlockedOptionals(lockfile(path)).filter((name) => !NOT_ON_THIS_REGISTRY.includes(name))).toEqual([])
  })
})

it('the example the issue names: anvil for macOS and Windows beside Linux', () => {
  const packages = lockfile('package-lock.json')
  const anvil = Object.keys(packages['node_modules/@foundry-rs/anvil']?.optionalDependencies ?? {})
  expect(anvil).toEqual(expect.arrayContaining(['@foundry-rs/anvil-darwin-arm64', '@foundry-rs/anvil-win32-amd64', '@foundry-rs/anvil-linux-amd64']))
  for (const name of anvil) expect(packages[`node_modules/${name}`]?.os?.length).toBe(1)
  expect(new Set(anvil.map((name) => packages[`node_modules/${name}`]?.os?.[0]))).toEqual(new Set(['darwin', 'linux', 'win32']))
})
