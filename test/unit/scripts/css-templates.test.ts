import { describe, expect, it } from 'vitest'
// @ts-expect-error -- plain ESM build script without types
import { minifyCssTemplates } from '../../../scripts/css-templates.mjs'
import { MODAL_CSS } from '../../../kernel/ui/shell/styles'

const minify = minifyCssTemplates as (code: string) => Promise<string>

describe('scripts/css-templates', () => {
  it('DESIGN CSP: marked CSS literals become one minified string; the rest of the source is untouched', async () => {
    const source = 'const a = 1\nexport const CSS = /* css */ `\n.pt-x {\n  color: #ffffff;\n  margin: 0px;\n}\n`\nexport const b = `keep ${a}`\n'
    const out = await minify(source)
    expect(out).toBe('const a = 1\nexport const CSS = ".pt-x{color:#fff;margin:0}"\nexport const b = `keep ${a}`\n')
  })

  it('DESIGN CSP: a literal with interpolation is left as written', async () => {
    const source = 'const CSS = /* css */ `.a { color: ${color}; }`'
    expect(await minify(source)).toBe(source)
  })

  it('DESIGN CSP: the modal stylesheet minifies to CSS that keeps every class', async () => {
    const out = await minify(`export const MODAL_CSS = /* css */ \`${MODAL_CSS}\``)
    const css = JSON.parse(out.slice(out.indexOf('"'))) as string
    expect(css.length).toBeLessThan(MODAL_CSS.length)
    const classes = (text: string) => new Set(text.match(/\.pt-[\w-]+/g))
    expect(classes(css)).toEqual(classes(MODAL_CSS))
  })
})
