/**
 * What a package brings into an install, read from an npm lockfile (v3, `packages` keyed by folder): the
 * folders a dependency name resolves to follow Node's lookup (the nearest node_modules up the tree), and a
 * package's closure is every folder reached through its dependencies and installed optional ones.
 */
export interface LockEntry {
  version?: string
  resolved?: string
  integrity?: string
  link?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

export type LockPackages = Record<string, LockEntry>

/** The folder `name` resolves to from the package in `from` ('' is the root), as Node looks it up. */
export function resolveFolder(packages: LockPackages, from: string, name: string): string | undefined {
  let base = from
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!base) return undefined
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

/** Every folder the package at `root` brings: itself, its dependencies, theirs, and the installed optional ones (peers are the app's). */
export function closure(packages: LockPackages, root: string): Set<string> {
  const seen = new Set<string>()
  const queue = [root]
  while (queue.length > 0) {
    const folder = queue.pop() as string
    if (seen.has(folder)) continue
    seen.add(folder)
    const entry = packages[folder] ?? {}
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = resolveFolder(packages, folder, name)
      if (found) queue.push(found)
    }
  }
  return seen
}

/** A folder's package name: what follows its last node_modules/. */
export const packageName = (folder: string): string => folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length)
