/** The send plugin's own reading of a transfer: which balances can be sent, and the SPEC §5/§8 words by namespace. */
import { describe, expect, it } from 'vitest'
import { failedMessage, missingInputMessage } from '../../../../plugins/send/messages'
import { sendableTokens } from '../../../../plugins/send/tokens'
import { ETH, USDC, WBTC } from './send-kernel'

describe('send tokens and messages', () => {
  it('sendable tokens: native first, the rest in the route order; unreadable or 0 decimals dropped', () => {
    const zero = { ...WBTC, symbol: 'ZERO', quantity: { decimals: '0', numeric: '5' } }
    const broken = { ...WBTC, symbol: 'BROKEN', quantity: { decimals: 'x', numeric: '5' } }
    expect(sendableTokens([USDC, zero, ETH, broken, WBTC]).map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WBTC'])
  })

  it("SPEC §5/§8: 'Something went wrong' for EVM; the Solana failure and missing-input messages", () => {
    expect(failedMessage('eip155')).toBe('Something went wrong')
    expect(failedMessage('solana')).toBe('Failed to send transaction. Please try again.')
    expect(missingInputMessage('solana')).toBe('Please enter a valid amount and receiver address')
    expect(missingInputMessage('eip155')).toBeUndefined()
  })
})
