// Library build: one ESM entry per public subpath, lazy parts as their own chunks, .d.ts beside them.
import { readdirSync, existsSync, rmSync, readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { rollup } from 'rollup'
import esbuild from 'rollup-plugin-esbuild'
import { rollupCssTemplates } from './css-templates.mjs'

const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
const isExternal = (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`))

const subfolders = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [])

export function publicEntries() {
  const input = { 'kernel/index': 'kernel/index.ts', 'kernel/networks': 'kernel/networks.ts' }
  if (existsSync('kernel/react/index.ts')) input['kernel/react/index'] = 'kernel/react/index.ts'
  for (const kind of ['plugins', 'adapters']) {
    for (const name of subfolders(kind)) {
      if (existsSync(`${kind}/${name}/index.ts`)) input[`${kind}/${name}/index`] = `${kind}/${name}/index.ts`
    }
  }
  return input
}

/** Bundles the public entries into `outDir`; returns rollup's output (chunks with their module ids). */
export async function buildLibrary({ outDir = 'dist' } = {}) {
  rmSync(outDir, { recursive: true, force: true })
  const bundle = await rollup({
    input: publicEntries(),
    external: isExternal,
    plugins: [rollupCssTemplates(), esbuild({ target: 'es2022', jsx: 'automatic', minify: false, sourceMap: false })],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') throw new Error(warning.message)
      warn(warning)
    },
  })
  const { output } = await bundle.write({ dir: outDir, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: false })
  await bundle.close()
  return output
}

async function build() {
  const started = Date.now()
  await buildLibrary()
  if (!process.argv.includes('--no-types')) {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' })
  }
  console.log(`built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (import.meta.url === `file://${process.argv[1]}`) await build()
