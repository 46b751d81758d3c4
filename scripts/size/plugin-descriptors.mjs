// Every plugin descriptor (plugins/*/index.ts) together: what configuring all of them costs a page
// before any is used. Their lazy parts stay external (dynamic imports), and so does the kernel.
import { existsSync, readdirSync } from 'node:fs'
import { sizeConfig } from './esbuild-config.mjs'

// Named entries: size-limit keys outputs by file name, so every descriptor needs its own ('email.js', ...).
const entries = Object.fromEntries(
  readdirSync('plugins', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`plugins/${entry.name}/index.ts`))
    .map((entry) => [entry.name, `plugins/${entry.name}/index.ts`]),
)

export default sizeConfig('plugin-descriptors', entries, { external: ['../../kernel/*'] })
