// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AssetImage } from '../../../kernel/ui/primitives/AssetImage'
import { initialOf } from '../../../kernel/ui/primitives/GeneratedImage'

afterEach(cleanup)

const fallback = (name: string) => {
  const { container } = render(<AssetImage name={name} />)
  const svg = container.querySelector('svg.pt-img')
  return { svg, fill: svg?.querySelector('circle')?.getAttribute('fill'), text: svg?.querySelector('text')?.textContent, html: container.innerHTML }
}

describe('AssetImage: a network or token image, or a disc generated from its name', () => {
  it('no image: the same name always draws the same disc (colour and letter), different names differ', () => {
    const first = fallback('Sepolia')
    cleanup()
    const again = fallback('Sepolia')
    cleanup()
    const other = fallback('Base Sepolia')
    expect(first.fill).toMatch(/^hsl\(\d+ 55% 42%\)$/)
    expect(again).toEqual(first)
    expect([first.text, other.text]).toEqual(['S', 'B'])
    expect(other.fill).not.toBe(first.fill)
  })

  it('a hostile name is text in the drawing, never markup; a name without letters shows "?"', () => {
    const hostile = fallback('<img src=x onerror=alert(1)>\u202E')
    expect(hostile.text).toBe('I')
    expect(hostile.svg?.querySelectorAll('*').length).toBe(2) // the circle and the text, nothing parsed from the name
    expect(hostile.html).not.toContain('<img')
    expect([initialOf('  ✨ '), initialOf('ünïcode'), initialOf('42 chain')]).toEqual(['?', 'Ü', '4'])
  })

  it('an image URL shows as an unframed <img>; one that fails to load, or an unsafe scheme, gives way to the disc', () => {
    const { container } = render(<AssetImage src="http://127.0.0.1:9/public/getTokenImage/USDC" name="USDC" />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('http://127.0.0.1:9/public/getTokenImage/USDC')
    expect(img?.hasAttribute('data-disc')).toBe(true)
    fireEvent.error(img as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg.pt-img text')?.textContent).toBe('U')
    cleanup()
    const unsafe = render(<AssetImage src="javascript:alert(1)" name="Evil" />)
    expect(unsafe.container.querySelector('img')).toBeNull()
    expect(unsafe.container.querySelector('svg.pt-img text')?.textContent).toBe('E')
  })
})
