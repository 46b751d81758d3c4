import { readdirSync } from 'node:fs'
import { sizeConfig } from './esbuild-config.mjs'

// What a page has once the modal has opened: the kernel entry, its runtime, the shell and the built-in
// views (feature-plugin and service-route chunks stay out). They load as separate chunks; here they are
// bundled together as plain modules, so the figure is their code. Following the import() calls instead
// would make esbuild wrap each module in an init function keyed by its source path, bytes no build ships.
const views = readdirSync('kernel/ui/views').filter((file) => file.endsWith('.tsx')).map((file) => `kernel/ui/views/${file}`)
export default sizeConfig('modal', [], { staticEntries: ['kernel/index.ts', 'kernel/runtime.ts', 'kernel/ui/index.ts', ...views] })
