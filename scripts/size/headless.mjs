import { resolve, sep } from 'node:path'
import { sizeConfig } from './esbuild-config.mjs'

// portico/headless: what a page has once its own connect UI works: the entry (with the kernel's shell), the
// runtime its hooks load, the hooks, WalletButton and the wallet list. No modal UI: the check fails when a
// module of kernel/ui/ is bundled (the kernel's import() of the modal stays a lazy chunk the page never loads).
const MODAL_UI = resolve('kernel/ui')

const noModalUi = {
  name: 'no-modal-ui',
  setup(build) {
    build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
      if (args.kind === 'dynamic-import') return undefined
      const target = resolve(args.resolveDir, args.path)
      if (target !== MODAL_UI && !target.startsWith(MODAL_UI + sep)) return undefined
      return { errors: [{ text: `portico/headless must not import modal UI code: ${args.importer} imports ${args.path}` }] }
    })
  },
}

const config = sizeConfig('headless', [], { staticEntries: ['kernel/headless/index.ts', 'kernel/runtime.ts'] })
export default { ...config, plugins: [noModalUi, ...config.plugins] }
