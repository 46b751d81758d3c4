// A size check for a plugin or adapter: its entries (descriptor, or lazy module) with everything they load
// on first use (their own dynamic imports are followed), measured as one bundle. Kernel modules the modal
// already ships stay external (the modal budget counts them); kernel modules only plugins reach through
// kernel/plugin (the frame bridge, the JSON-RPC client, the primitives no built-in view uses) are counted
// here, so nothing a plugin pulls in goes unmeasured.
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
 * @param {string[]} [external] packages measured elsewhere (an SDK, a library the runtime ships)
 */
export function pluginSize(name, entries, external = []) {
  const config = sizeConfig(name, [], { followDynamic: /^\.{1,2}\//, staticEntries: entries, external })
  const modalKernelExternal = {
    name: 'modal-kernel-external',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const target = resolve(dirname(args.importer), args.path)
        if (!target.startsWith(KERNEL)) return undefined
        const file = sourceFile(target)
        return file && shippedByModal.has(relative(process.cwd(), file)) ? { path: args.path, external: true } : undefined
      })
    },
  }
  return { ...config, plugins: [modalKernelExternal, ...config.plugins] }
}
