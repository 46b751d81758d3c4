// A size check for a plugin or adapter: its entries (descriptor, or lazy module) with everything they load
// on first use (their own dynamic imports are followed), measured as one bundle. Modules the modal already
// ships (kernel modules, and packages such as zod) stay external: the modal budget counts them. Kernel
// modules only plugins reach through kernel/plugin (the JSON-RPC client, the primitives no built-in view
// uses) are counted here, so nothing a plugin pulls in goes unmeasured. An external the plugin does not use
// is dropped (sideEffects: false: the modal has run it already), as an app's bundler drops it: the barrel
// kernel/plugin re-exports every modal module, and those unused import lines are not the plugin's bytes.
import { existsSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { build } from 'esbuild'
import { sizeConfig } from './esbuild-config.mjs'
import modalConfig from './modal.mjs'

const KERNEL = resolve('kernel')

/** The source files (relative paths) of the modal check's bundle. */
async function modalModules() {
  const { metafile } = await build({ ...modalConfig, write: false, metafile: true })
  return new Set(Object.keys(metafile.inputs))
}
const shippedByModal = await modalModules()

const sourceFile = (path) => ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => path + ext).find((file) => existsSync(file) && !file.endsWith('/'))

/**
 * @param {string} name         the check's name
 * @param {string[]} entries    the plugin's entries, bundled together
 * @param {{ external?: string[], followDynamic?: RegExp, measuredApart?: RegExp }} [options]
 *   external: packages measured elsewhere (an SDK); followDynamic: packages it loads lazily that count here;
 *   measuredApart: its own lazy modules that a check of their own measures (an opt-in feature's chunk)
 */
export function pluginSize(name, entries, { external = [], followDynamic, measuredApart } = {}) {
  const followed = followDynamic ? new RegExp(`^\\.{1,2}/|${followDynamic.source}`) : /^\.{1,2}\//
  const follow = measuredApart ? { test: (path) => followed.test(path) && !measuredApart.test(path) } : followed
  const config = sizeConfig(name, [], { followDynamic: follow, staticEntries: entries, external })
  const modalExternal = {
    name: 'modal-shipped-external',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const target = resolve(dirname(args.importer), args.path)
        if (!target.startsWith(KERNEL)) return undefined
        const file = sourceFile(target)
        return file && shippedByModal.has(relative(process.cwd(), file)) ? { path: args.path, external: true, sideEffects: false } : undefined
      })
      // A package the modal ships (zod, zustand, ...) is not this plugin's cost.
      pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.resolving || args.kind === 'entry-point') return undefined
        const found = await pluginBuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { resolving: true } })
        return found.path && shippedByModal.has(relative(process.cwd(), found.path)) ? { path: args.path, external: true, sideEffects: false } : undefined
      })
    },
  }
  return { ...config, plugins: [modalExternal, ...config.plugins] }
}
