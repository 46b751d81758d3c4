// Choosing WalletConnect: the descriptor, the driver and views it loads at start and on first use, and the
// SDK loader. The WalletConnect SDK and qrcode are measured by their own packages, the kernel by the
// modal budget, zod/mini by the kernel runtime that already ships it: all stay external.
import { dirname, resolve } from 'node:path'
import { sizeConfig } from './esbuild-config.mjs'

const KERNEL = resolve('kernel')

const config = sizeConfig('plugin-walletconnect', ['plugins/walletconnect/index.ts'], {
  followDynamic: /^\.{1,2}\//,
  external: ['@walletconnect/*', 'qrcode', 'zod', 'zod/*'],
})
const externalKernel = {
  name: 'kernel-external',
  setup(build) {
    build.onResolve({ filter: /kernel\// }, (args) => {
      const path = resolve(dirname(args.importer), args.path)
      return path.startsWith(KERNEL) ? { path: args.path, external: true } : undefined
    })
  },
}
export default { ...config, plugins: [externalKernel, ...config.plugins] }
