// Every plugin descriptor (plugins/*/index.ts) together, bundled as one module the way an app's first chunk
// holds them: what configuring all of them costs a page before any is used. Their lazy parts stay external
// (dynamic imports), and so does the kernel.
import { existsSync, readdirSync } from 'node:fs'
import { sizeConfig } from './esbuild-config.mjs'

const descriptors = readdirSync('plugins', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`plugins/${entry.name}/index.ts`))
  .map((entry) => `plugins/${entry.name}/index.ts`)

export default sizeConfig('plugin-descriptors', [], { staticEntries: descriptors, external: ['../../kernel/*'] })
