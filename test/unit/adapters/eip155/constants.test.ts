/** The eip155 adapter's SPEC §9 constants, each against the spec's value. */
import { describe, expect, it } from 'vitest'
import { BASE_FEE_MULTIPLIER, DEFAULT_CALL_GAS, RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from '../../../../adapters/eip155/constants'

describe('eip155 constants (SPEC §9)', () => {
  it('default swap gas units 150000; receipt wait 180000 ms; fallback polling 4000 ms; base fee multiplier 1.2', () => {
    expect(DEFAULT_CALL_GAS).toBe(150_000n)
    expect(RECEIPT_TIMEOUT_MS).toBe(180_000)
    expect(RECEIPT_POLL_MS).toBe(4_000)
    expect(BASE_FEE_MULTIPLIER).toBe(1.2)
  })
})
