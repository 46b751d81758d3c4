import { AccountRole, getShortU16Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { solTransferMessage, solTransferTransaction } from '../../../../adapters/solana/compiler'
import { checkSignedTransaction, decodeLength } from '../../../../adapters/solana/transaction'
import { decompiled, u64le } from './decompiled'
import { testKey } from './fake-wallet'

const BLOCKHASH = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const shortU16 = (value: number) => new Uint8Array(getShortU16Encoder().encode(value))

describe('solana wire format', () => {
  it('compact-u16: reads what @solana/kit writes for 0, 127, 128, 16383, 65535; a fourth byte is malformed', () => {
    for (const value of [0, 127, 128, 16383, 65535]) {
      const bytes = shortU16(value)
      expect(decodeLength(bytes)).toEqual({ value, size: bytes.length })
    }
    expect(decodeLength(new Uint8Array([0x80, 0x80, 0x80]))).toBeUndefined()
  })

  it('a SOL transfer: one empty signature slot for the payer, then the System Program transfer of exactly its lamports', () => {
    const from = testKey().address
    const to = testKey().address
    const transaction = solTransferTransaction({ from, to, lamports: 1_234_567_890n, blockhash: BLOCKHASH })
    expect([...transaction.subarray(0, 65)]).toEqual([1, ...new Array(64).fill(0)])
    expect(decompiled(transaction)).toEqual({
      signers: [from],
      messageBytes: transaction.subarray(65),
      feePayer: from,
      blockhash: BLOCKHASH,
      instructions: [
        {
          program: SYSTEM_PROGRAM,
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: to, role: AccountRole.WRITABLE },
          ],
          data: [2, 0, 0, 0, ...u64le(1_234_567_890n)],
        },
      ],
    })
    // The message alone (what getFeeForMessage prices) is what follows the signature slot.
    expect(solTransferMessage({ from, to, lamports: 1_234_567_890n, blockhash: BLOCKHASH })).toEqual(transaction.subarray(65))
  })

  it('a transfer to oneself names the account once', () => {
    const from = testKey().address
    const { messageBytes } = decompiled(solTransferTransaction({ from, to: from, lamports: 0n, blockhash: BLOCKHASH }))
    // Header (3 bytes), then the account count: the payer and the System Program.
    expect(messageBytes[3]).toBe(2)
  })

  it('DESIGN every boundary validates: a bad address, blockhash or amount is refused', () => {
    const from = testKey().address
    const build = (to: string, blockhash: string, lamports: bigint) => () => solTransferTransaction({ from, to, lamports, blockhash })
    expect(build('not base58 0OIl', BLOCKHASH, 1n)).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: 'Invalid Solana address: not base58 0OIl' }))
    expect(build(from, 'short', 1n)).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: 'Invalid blockhash: short' }))
    expect(build(from, BLOCKHASH, -1n)).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: 'Invalid amount: -1' }))
    expect(build(from, BLOCKHASH, 2n ** 64n)).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/amount/) }))
    expect(build(from, BLOCKHASH, 2n ** 64n - 1n)).not.toThrow()
  })

  describe('SPEC §5 signed-transaction length', () => {
    const signed = (signatures: number, length: number) => {
      const bytes = new Uint8Array(length)
      bytes.set(shortU16(signatures))
      return bytes
    }

    it('under 100 bytes is refused', () => {
      expect(() => checkSignedTransaction(signed(1, 99))).toThrow(
        expect.objectContaining({ code: 'SOLANA_TRANSACTION_TOO_SHORT', message: 'Signed transaction is too short: 99 bytes, at least 100 expected' }),
      )
      expect(() => checkSignedTransaction(signed(1, 100))).not.toThrow()
    })

    it('64 bytes per claimed signature, and a message after them', () => {
      expect(() => checkSignedTransaction(signed(2, 129))).toThrow(expect.objectContaining({ code: 'SOLANA_TRANSACTION_TRUNCATED', details: { signatures: 2, length: 129 } }))
      expect(() => checkSignedTransaction(signed(2, 200))).not.toThrow()
      expect(() => checkSignedTransaction(signed(3, 193))).toThrow(expect.objectContaining({ code: 'SOLANA_TRANSACTION_TRUNCATED', details: { signatures: 3, length: 193 } }))
    })

    it('returns the first signature (the transaction id); no signature count is refused', () => {
      const bytes = signed(1, 120)
      bytes.fill(7, 1, 65)
      expect(checkSignedTransaction(bytes)).toEqual(new Uint8Array(64).fill(7))
      expect(() => checkSignedTransaction(signed(0, 120))).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/no signature count/) }))
    })

    it('a transaction the adapter builds passes the rule (its empty slot counts as the claimed signature)', () => {
      const from = testKey().address
      expect(() => checkSignedTransaction(solTransferTransaction({ from, to: testKey().address, lamports: 1n, blockhash: BLOCKHASH }))).not.toThrow()
    })
  })
})
