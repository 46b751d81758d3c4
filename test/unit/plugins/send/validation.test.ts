/** The send form's rules (SPEC §5, §6), as pure functions over the slice. */
import { describe, expect, it } from 'vitest'
import { createEip155Adapter } from '../../../../adapters/eip155/adapter'
import { initialSendState, type SendState } from '../../../../plugins/send/state'
import { amountError, checkSend, receiverError } from '../../../../plugins/send/validation'
import { ETH, GAS_PRICE, RECEIVER, RECEIVER_CHECKSUMMED, USDC } from './send-kernel'

// The eip155 adapter's transfer rules (the form checks with whatever the active namespace's adapter has).
const eip155 = createEip155Adapter({}, { gasPrices: async () => ({ standard: '0', fast: '0', instant: '0' }) }).transfers!
const form = (patch: Partial<SendState>): SendState => ({ ...initialSendState, tokenBalances: [ETH, USDC], gasPrice: GAS_PRICE, receiverAddress: RECEIVER, ...patch })
const eoa = { transfers: eip155, smartAccount: false }

describe('send validation', () => {
  it('SPEC §5 receiver: 40 hex digits with an optional 0x; anything else is an inline error; empty is no error yet', () => {
    expect(receiverError(RECEIVER, eip155)).toBeUndefined()
    expect(receiverError(RECEIVER.slice(2), eip155)).toBeUndefined()
    expect(receiverError(RECEIVER.toUpperCase().replace('0X', '0x'), eip155)).toBeUndefined()
    expect(receiverError('', eip155)).toBeUndefined()
    for (const bad of ['not-an-address', RECEIVER.slice(0, -1), `${RECEIVER}0`, `0x${'g'.repeat(40)}`, 'alice.eth']) {
      expect(receiverError(bad, eip155), bad).toBe('Enter a valid address: 0x followed by 40 hex digits')
    }
  })

  it('EIP-55 receiver: a mixed-case address with a failing checksum is a typo and is refused; the form never becomes ready', () => {
    const typo = '0x70997970C51812dc3A010C7d01b50e0d17dc78C8' // bob's address with one digit wrong
    const checksumFails = 'Enter a valid address: its mixed case fails the checksum, so a character is likely mistyped'
    expect(receiverError(typo, eip155)).toBe(checksumFails)
    expect(receiverError(typo.slice(2), eip155)).toBe(checksumFails)
    const check = checkSend(form({ token: ETH, sendTokenAmount: '0.25', receiverAddress: typo }), eoa)
    expect(check).toMatchObject({ ready: false, receiverError: checksumFails })
    expect(check.receiver).toBeUndefined()
    // Lower case has no checksum: it is taken, and the form hands on its checksummed form.
    const lower = checkSend(form({ token: ETH, sendTokenAmount: '0.25', receiverAddress: typo.toLowerCase() }), eoa)
    expect(lower).toMatchObject({ ready: true, receiver: '0x70997970c51812dC3A010C7d01B50e0D17dC78C8' })
    expect(checkSend(form({ token: ETH, sendTokenAmount: '0.25', receiverAddress: RECEIVER.slice(2) }), eoa).receiver).toBe(RECEIVER_CHECKSUMMED)
  })

  it('amount: positive, no more decimals than the token has, no more than the account holds', () => {
    expect(amountError('', USDC)).toBeUndefined()
    expect(amountError('12.5', USDC)).toBeUndefined()
    expect(amountError('.5', USDC)).toBeUndefined()
    expect(amountError('100.5', USDC)).toBeUndefined() // the whole balance
    for (const notPositive of ['-1', '0', '0.000', 'abc', '1e3', '1,5', '--1', '.']) {
      expect(amountError(notPositive, USDC), notPositive).toBe('Enter a positive number')
    }
    expect(amountError('1.1234567', USDC)).toBe('USDC allows at most 6 decimals')
    expect(amountError('0.0000001', USDC)).toBe('USDC allows at most 6 decimals')
    expect(amountError('0.000000000000000001', ETH)).toBeUndefined()
    expect(amountError('100.500001', USDC)).toBe('Above your balance of 100.500 USDC')
  })

  it("SPEC §5/§8 gas: 'Insufficient balance' when the native token cannot cover amount plus fee (EOA)", () => {
    const fee = 21_000n * BigInt(GAS_PRICE) // 0.000021 ETH
    expect(checkSend(form({ token: ETH, sendTokenAmount: '0.999979' }), eoa)).toMatchObject({ ready: true, fee, amountError: undefined })
    expect(checkSend(form({ token: ETH, sendTokenAmount: '0.99998' }), eoa)).toMatchObject({ ready: false, amountError: 'Insufficient balance' })
    // An ERC-20 transfer needs the fee in the native token: none held, no transfer.
    expect(checkSend(form({ token: USDC, sendTokenAmount: '1' }), eoa).ready).toBe(true)
    expect(checkSend(form({ token: USDC, sendTokenAmount: '1', tokenBalances: [USDC] }), eoa)).toMatchObject({ ready: false, amountError: 'Insufficient balance' })
  })

  it('SPEC §6: smart accounts skip the gas check', () => {
    const smart = { transfers: eip155, smartAccount: true }
    expect(checkSend(form({ token: ETH, sendTokenAmount: '1' }), eoa).amountError).toBe('Insufficient balance')
    expect(checkSend(form({ token: ETH, sendTokenAmount: '1' }), smart)).toMatchObject({ ready: true, amount: 10n ** 18n })
    expect(checkSend(form({ token: USDC, sendTokenAmount: '1', tokenBalances: [USDC] }), smart).ready).toBe(true)
    // The amount's own rules still hold.
    expect(checkSend(form({ token: ETH, sendTokenAmount: '1.5' }), smart).amountError).toBe('Above your balance of 1.000 ETH')
  })

  it('SPEC §5: a native transfer needs the gas price; an ERC-20 one goes without (no gas check then)', () => {
    expect(checkSend(form({ token: ETH, sendTokenAmount: '0.1', gasPrice: undefined }), eoa)).toMatchObject({ ready: false, fee: undefined })
    expect(checkSend(form({ token: USDC, sendTokenAmount: '1', gasPrice: undefined }), eoa)).toMatchObject({ ready: true, fee: undefined })
  })

  it('ready only with a token, a valid receiver and a valid amount; the receiver comes out normalized', () => {
    expect(checkSend(form({ token: undefined, sendTokenAmount: '1' }), eoa).ready).toBe(false)
    expect(checkSend(form({ token: USDC, sendTokenAmount: '' }), eoa).ready).toBe(false)
    expect(checkSend(form({ token: USDC, sendTokenAmount: '1', receiverAddress: '' }), eoa).ready).toBe(false)
    expect(checkSend(form({ token: USDC, sendTokenAmount: '1', receiverAddress: 'nope' }), eoa).ready).toBe(false)
    expect(checkSend(form({ token: USDC, sendTokenAmount: ' 1 ', receiverAddress: ` ${RECEIVER.slice(2).toUpperCase()} ` }), eoa)).toMatchObject({
      ready: true,
      receiver: RECEIVER_CHECKSUMMED,
      amount: 1_000_000n,
    })
    // No send table entry for the namespace (Solana until its adapter): never ready.
    expect(checkSend(form({ token: USDC, sendTokenAmount: '1' }), { transfers: undefined, smartAccount: false }).ready).toBe(false)
    expect(checkSend(form({ token: USDC, sendTokenAmount: '1' }), { transfers: null, smartAccount: false }).ready).toBe(false)
  })
})
