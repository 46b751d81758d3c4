import { describe, expect, it } from 'vitest'
import { isMobile } from '../../../kernel/platform'

describe('kernel/platform', () => {
  it('SPEC §9: mobile by coarse pointer', () => {
    expect(isMobile({ matchMedia: (query) => ({ matches: query === '(pointer:coarse)' }), userAgent: 'Desktop' })).toBe(true)
  })
  it('SPEC §9: mobile by user agent', () => {
    expect(isMobile({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true)
    expect(isMobile({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', matchMedia: () => ({ matches: false }) })).toBe(false)
  })
  it('SPEC §9: safe in Node (no browser globals) → false', () => {
    expect(isMobile()).toBe(false)
  })
})
