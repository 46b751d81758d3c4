/** The lockfile reading behind the supply-chain check (test/integration/package.test.ts): Node's lookup and the closure. */
import { describe, expect, it } from 'vitest'
import { closure, packageName, resolveFolder, type LockPackages } from '../../integration/lockfile-closure'

const packages: LockPackages = {
  '': { dependencies: { app: '1' } },
  'node_modules/portico': { dependencies: { viem: '^2', zod: '^4' }, optionalDependencies: { fsevents: '2' } },
  'node_modules/viem': { version: '2.1.0', dependencies: { ws: '8', '@noble/hashes': '1' } },
  'node_modules/viem/node_modules/ws': { version: '8.0.0' },
  'node_modules/ws': { version: '7.0.0' },
  'node_modules/@noble/hashes': { version: '1.8.0' },
  'node_modules/zod': { version: '4.0.0' },
  'node_modules/react': { version: '19.0.0' },
}

describe('lockfile closure', () => {
  it('resolves a name to the nearest node_modules up the tree, as Node does', () => {
    expect(resolveFolder(packages, 'node_modules/viem', 'ws')).toBe('node_modules/viem/node_modules/ws')
    expect(resolveFolder(packages, 'node_modules/viem', '@noble/hashes')).toBe('node_modules/@noble/hashes')
    expect(resolveFolder(packages, '', 'ws')).toBe('node_modules/ws')
    expect(resolveFolder(packages, 'node_modules/viem', 'missing')).toBeUndefined()
  })

  it("a package's closure is what it brings (an optional dependency that is not installed is skipped), not its neighbours", () => {
    expect([...closure(packages, 'node_modules/portico')].sort()).toEqual([
      'node_modules/@noble/hashes',
      'node_modules/portico',
      'node_modules/viem',
      'node_modules/viem/node_modules/ws',
      'node_modules/zod',
    ])
    expect(packageName('node_modules/viem/node_modules/ws')).toBe('ws')
    expect(packageName('node_modules/@noble/hashes')).toBe('@noble/hashes')
  })
})
