/**
 * Right-to-left pages (issue 30): the modal mirrors because its CSS names sides logically. Every stylesheet the
 * modal and the first-party plugins adopt (the `/* css *\/` literals) is read here, and a physical side is refused:
 * a `-left`/`-right` property, a `left:`/`right:` offset (but the toast's centring), `text-align: left|right`
 * outside a `:dir()` rule, `float`, and a four-value padding, margin or inset whose right and left differ.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOMS = ['kernel', 'plugins', 'adapters']
const CSS_TEMPLATE = /\/\* css \*\/ `([^`]*)`/g

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(path)
    else if (/\.tsx?$/.test(entry.name)) yield path
  }
}

/** Each rule of a stylesheet as its selector and declarations (the innermost blocks: @media bodies included). */
const rulesOf = (css: string) => [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => ({ selector: selector.trim(), body }))

/** What is physical in one rule, as 'selector: declaration'. */
function physicalSides(css: string): string[] {
  const found: string[] = []
  for (const { selector, body } of rulesOf(css)) {
    const declarations = body.split(';').map((declaration) => declaration.trim()).filter(Boolean)
    for (const declaration of declarations) {
      const [property = '', value = ''] = declaration.split(/:(.*)/s).map((part) => part.trim())
      const refuse = () => found.push(`${selector}: ${declaration}`)
      if (/-(left|right)(-|$)/.test(property) || property === 'float') refuse()
      else if ((property === 'left' || property === 'right') && !(value === '50%' && body.includes('translateX(-50%)'))) refuse()
      else if (property === 'text-align' && /^(left|right)$/.test(value) && !selector.includes(':dir(')) refuse()
      else if (/^(padding|margin|inset)$/.test(property)) {
        const sides = value.split(/\s+(?![^(]*\))/)
        if (sides.length === 4 && sides[1] !== sides[3]) refuse()
      }
    }
  }
  return found
}

describe('the modal CSS names sides logically', () => {
  it('refuses what it should (the check itself)', () => {
    expect(physicalSides('.a { padding: 0 8px 0 12px; }')).toEqual(['.a: padding: 0 8px 0 12px'])
    expect(physicalSides('.a { margin-left: 4px; border-right: 0 }')).toHaveLength(2)
    expect(physicalSides('.a { position: absolute; left: 0 }')).toHaveLength(1)
    expect(physicalSides('.a { text-align: right }')).toHaveLength(1)
    expect(physicalSides('@media (min-width: 1px) { .a { float: left } }')).toHaveLength(1)
    // Logical or symmetric: allowed.
    expect(physicalSides('.a { padding: 0 8px; padding-inline: 12px 8px; margin: 1px 2px 3px; inset-inline-start: 0 }')).toEqual([])
    expect(physicalSides('.a:dir(rtl) { text-align: right } .t { left: 50%; transform: translateX(-50%) }')).toEqual([])
    expect(physicalSides('.a { padding: calc(1px + 2px) 4px calc(1px + 2px) 4px }')).toEqual([])
  })

  it('in every stylesheet of the kernel, the plugins and the adapters', () => {
    const stylesheets = ROOMS.flatMap((room) => [...sources(room)]).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(CSS_TEMPLATE)].map(([, css = '']) => ({ file, css })),
    )
    expect(stylesheets.length).toBeGreaterThan(10)
    const physical = stylesheets.flatMap(({ file, css }) => physicalSides(css).map((where) => `${file}: ${where}`))
    expect(physical).toEqual([])
  })
})
