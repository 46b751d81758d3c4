// A size check for an embedded-wallet plugin (email, socials): its descriptor plus everything its flow
// loads — its views, the shared embedded wallet and the frame bridge. The kernel's own modules stay
// external (the modal budget counts them), except kernel/frame, which only these plugins ever load.
import { dirname, resolve } from 'node:path'
import { sizeConfig } from './esbuild-config.mjs'

const KERNEL = resolve('kernel')
const FRAME = resolve('kernel/frame')

export function embeddedPluginSize(name, entry) {
  const config = sizeConfig(name, [entry], { followDynamic: /^\.{1,2}\/|kernel\/frame\/bridge$/ })
  const externalKernel = {
    name: 'kernel-external-but-frame',
    setup(build) {
      build.onResolve({ filter: /kernel\// }, (args) => {
        const path = resolve(dirname(args.importer), args.path)
        if (!path.startsWith(KERNEL) || path.startsWith(FRAME)) return undefined
        return { path: args.path, external: true }
      })
    },
  }
  return { ...config, plugins: [externalKernel, ...config.plugins] }
}
