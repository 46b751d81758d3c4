// The library build (`npm run build` = `rollup -c` then the type build): one ESM entry per public
// subpath of package.json `exports`, every lazy part its own chunk, packages left external.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import esbuild from 'rollup-plugin-esbuild'
import { rollupCssTemplates } from './scripts/css-templates.mjs'

const ROOT = fileURLToPath(new URL('.', import.meta.url))
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
const isExternal = (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`))

const subfolders = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [])

/** The public entries: `portico`, `/networks`, `/react`, `/headless`, `/plugin`, `/wagmi`, and each plugin's and adapter's descriptor. */
export function publicEntries() {
  const input = {
    'kernel/index': 'kernel/index.ts',
    'kernel/networks': 'kernel/networks.ts',
    'kernel/react/index': 'kernel/react/index.ts',
    'kernel/headless/index': 'kernel/headless/index.ts',
    'kernel/plugin/index': 'kernel/plugin/index.ts',
    'kernel/wagmi/index': 'kernel/wagmi/index.ts',
  }
  for (const kind of ['plugins', 'adapters']) {
    for (const name of subfolders(kind)) {
      if (existsSync(`${kind}/${name}/index.ts`)) input[`${kind}/${name}/index`] = `${kind}/${name}/index.ts`
    }
  }
  return input
}

/**
 * 'plugin-email-' for a chunk of plugins/email/ code only, 'adapter-eip155-' for one of adapters/eip155/, '' otherwise:
 * an app's bundler keeps the name, so the app can put a size budget on each plugin it enables (README, Budgets for apps).
 */
function ownerPrefix(chunk) {
  const owners = new Set(
    chunk.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => {
      const owner = /^(plugins|adapters)\/([^/]+)\//.exec(relative(ROOT, id).split(sep).join('/'))
      return owner ? `${owner[1].slice(0, -1)}-${owner[2]}-` : ''
    }),
  )
  return owners.size === 1 ? [...owners][0] : ''
}

/** The rollup options for `outDir` (tests build into a temporary folder). */
export function libraryConfig(outDir = 'dist') {
  return {
    input: publicEntries(),
    external: isExternal,
    plugins: [rollupCssTemplates(), esbuild({ target: 'es2022', jsx: 'automatic', minify: false, sourceMap: false })],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') throw new Error(warning.message)
      // A package the code imports at run time must be a dependency or a peer, or apps will not install it.
      if (warning.code === 'UNRESOLVED_IMPORT') throw new Error(`${warning.message}: declare it in package.json (dependencies, or an optional peer)`)
      warn(warning)
    },
    output: { dir: outDir, format: 'es', entryFileNames: '[name].js', chunkFileNames: (chunk) => `chunks/${ownerPrefix(chunk)}[name]-[hash].js`, sourcemap: false },
  }
}

export default libraryConfig()
