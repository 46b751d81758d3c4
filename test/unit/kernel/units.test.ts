import { describe, expect, it } from 'vitest'
import { formatUnits as viemFormatUnits } from 'viem'
import { formatUnits } from '../../../kernel/units'

describe('kernel/units formatUnits', () => {
  it("gives viem's formatUnits for every sign, size and decimals (what the plugins had before)", () => {
    const values = [0n, 1n, -1n, 5n, 10n, 100n, 123456789n, -123456789n, 10n ** 18n, 15n * 10n ** 17n, 10n ** 30n + 7n, -(10n ** 18n) - 1n, 2n ** 256n - 1n]
    for (const decimals of [0, 1, 2, 6, 8, 9, 18, 24, 40]) {
      for (const value of values) expect(formatUnits(value, decimals), `${value} at ${decimals}`).toBe(viemFormatUnits(value, decimals))
    }
  })
})
