import {
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransactionMessage,
  createTransactionMessage,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { decodeLength, encodeLength } from '../../../../adapters/solana/message'
import { checkSignedTransaction, transferMessage, unsignedTransaction } from '../../../../adapters/solana/transaction'
import { testKey } from './fake-wallet'

const BLOCKHASH = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'

/** The same transfer compiled by @solana/kit: the reference encoding. */
function kitTransferMessage(from: string, to: string, lamports: bigint): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayer(address(from), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(BLOCKHASH), lastValidBlockHeight: 0n }, draft),
    (draft) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: { address: address(from) } as never, destination: address(to), amount: lamports }), draft),
  )
  return new Uint8Array(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)))
}

describe('solana wire format', () => {
  it('compact-u16 round-trips 0, 127, 128, 16383, 65535', () => {
    for (const value of [0, 127, 128, 16383, 65535]) {
      const bytes = encodeLength(value)
      expect(decodeLength(new Uint8Array(bytes))).toEqual({ value, size: bytes.length })
    }
    expect(encodeLength(128)).toEqual([0x80, 0x01])
    expect(decodeLength(new Uint8Array([0x80, 0x80, 0x80]))).toBeUndefined()
  })

  it('a SOL transfer message is byte-for-byte what @solana/kit compiles', () => {
    const from = testKey().address
    const to = testKey().address
    expect(transferMessage({ from, to, lamports: 1_234_567_890n, blockhash: BLOCKHASH })).toEqual(kitTransferMessage(from, to, 1_234_567_890n))
    // A transfer to oneself names the account once.
    expect(transferMessage({ from, to: from, lamports: 0n, blockhash: BLOCKHASH })).toEqual(kitTransferMessage(from, from, 0n))
  })

  it('the unsigned transaction decodes with kit: one empty signature slot for the payer, then the message', () => {
    const from = testKey().address
    const message = transferMessage({ from, to: testKey().address, lamports: 5n, blockhash: BLOCKHASH })
    const decoded = getTransactionDecoder().decode(unsignedTransaction(message))
    expect(Object.keys(decoded.signatures)).toEqual([from])
    expect(new Uint8Array(decoded.messageBytes)).toEqual(message)
  })

  it('DESIGN every boundary validates: a bad address, blockhash or amount is refused', () => {
    const from = testKey().address
    expect(() => transferMessage({ from, to: 'not base58 0OIl', lamports: 1n, blockhash: BLOCKHASH })).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/Solana address/) }))
    expect(() => transferMessage({ from, to: from, lamports: 1n, blockhash: 'short' })).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/blockhash/) }))
    expect(() => transferMessage({ from, to: from, lamports: -1n, blockhash: BLOCKHASH })).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/amount/) }))
    expect(() => transferMessage({ from, to: from, lamports: 2n ** 64n, blockhash: BLOCKHASH })).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/amount/) }))
  })

  describe('SPEC §5 signed-transaction length', () => {
    const signed = (signatures: number, length: number) => {
      const bytes = new Uint8Array(length)
      bytes.set(encodeLength(signatures))
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
  })
})
