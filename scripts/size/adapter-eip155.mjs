import { sizeConfig } from './esbuild-config.mjs'
// The descriptor and its lazy adapter together: what choosing eip155 costs (the kernel stays external).
export default sizeConfig('adapter-eip155', ['adapters/eip155/adapter.ts'], { external: ['../../kernel/*'] })
