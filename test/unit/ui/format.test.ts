import { describe, expect, it } from 'vitest'
import { displayBalance, truncateAddress } from '../../../kernel/ui/format'
import { safeImageUrl, safeLinkUrl } from '../../../kernel/safe-url'

describe('display formatting', () => {
  it("SPEC §9: balance shows 3 decimals and '0.000' for zero", () => {
    expect(displayBalance('0', 'ETH')).toBe('0.000 ETH')
    expect(displayBalance(undefined, 'ETH')).toBe('0.000 ETH')
    expect(displayBalance('1.23456', 'ETH')).toBe('1.235 ETH')
    expect(displayBalance('10000')).toBe('10000.000')
  })

  it('SPEC §3: an address is shown truncated', () => {
    expect(truncateAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
    expect(truncateAddress('0x12')).toBe('0x12')
  })
})

describe('image and link URLs from untrusted sources', () => {
  it('SPEC §3 images: https, loopback http and data:image only', () => {
    expect(safeImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png')
    expect(safeImageUrl('http://127.0.0.1:8545/i/1')).toBe('http://127.0.0.1:8545/i/1')
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=')
    expect(safeImageUrl('http://evil.example/a.png')).toBeUndefined()
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeImageUrl('data:text/html,<script>')).toBeUndefined()
    expect(safeImageUrl('')).toBeUndefined()
  })

  it('SPEC §3 explorer links: http(s) only', () => {
    expect(safeLinkUrl('https://etherscan.io/address/0x1')).toBe('https://etherscan.io/address/0x1')
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined()
  })
})
