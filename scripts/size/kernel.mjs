import { sizeConfig } from './esbuild-config.mjs'
export default sizeConfig('kernel', ['kernel/index.ts'])
