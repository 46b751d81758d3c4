/**
 * Build-time minification of the CSS the modal adopts as constructed
 * stylesheets. The CSS stays readable in source as a template literal marked
 * `/* css *\/`; builds replace it with esbuild's minified CSS. The JS minifier
 * cannot do it (a string is opaque to it) and source that is built without
 * this step (vitest, tsc, other bundlers) simply keeps the readable text.
 *
 * Only plain literals are touched: one with `${}`, a backslash or a nested
 * backtick is left as written.
 */
import { readFile } from 'node:fs/promises'
import { transform } from 'esbuild'

const CSS_TEMPLATE = /\/\* css \*\/ `([^`$\\]*)`/g
const SOURCE = /\.tsx?$/

/** `code` with every marked CSS literal minified; the same string when there is none. */
export async function minifyCssTemplates(code) {
  if (!code.includes('/* css */')) return code
  const minified = await cssTemplatesOf(code)
  let index = 0
  return code.replace(CSS_TEMPLATE, () => JSON.stringify(minified[index++]))
}

/** The marked CSS literals of `code`, minified, in order: a stylesheet a build writes out as a file. */
export async function cssTemplatesOf(code) {
  const literals = [...code.matchAll(CSS_TEMPLATE)]
  return Promise.all(literals.map(async ([, css]) => (await transform(css, { loader: 'css', minify: true })).code.trim()))
}

/** esbuild plugin: minify marked CSS literals in TypeScript sources. */
export function esbuildCssTemplates() {
  return {
    name: 'css-templates',
    setup(build) {
      build.onLoad({ filter: SOURCE }, async (args) => {
        if (args.path.includes('node_modules')) return undefined
        const source = await readFile(args.path, 'utf8')
        if (!source.includes('/* css */')) return undefined
        return { contents: await minifyCssTemplates(source), loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
      })
    },
  }
}

/** rollup plugin: the same, before rollup-plugin-esbuild compiles the file. */
export function rollupCssTemplates() {
  return {
    name: 'css-templates',
    async transform(code, id) {
      if (!SOURCE.test(id) || id.includes('node_modules') || !code.includes('/* css */')) return null
      return { code: await minifyCssTemplates(code), map: null }
    },
  }
}
