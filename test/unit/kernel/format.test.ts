import { describe, expect, it } from 'vitest'
import { formatBalance, formatTokenValue } from '../../../kernel/format'

describe('kernel/format', () => {
  it("SPEC §9: balance shows 3 decimals, '0.000' when zero", () => {
    expect(formatBalance('1.23456')).toBe('1.235')
    expect(formatBalance('0')).toBe('0.000')
    expect(formatBalance(undefined)).toBe('0.000')
    expect(formatBalance('not a number')).toBe('0.000')
  })
  it('SPEC §9: token value en-US with 2 decimals', () => {
    expect(formatTokenValue(1234.5)).toBe('1,234.50')
    expect(formatTokenValue(undefined)).toBe('0.00')
  })
})
