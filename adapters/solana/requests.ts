/**
 * The app-facing Solana methods (SPEC §7: solana sign message, transaction,
 * all transactions, sign-and-send), with WalletConnect's parameter and result
 * shapes so an app calls the same thing whichever way it connected:
 *
 *   solana_signMessage            { message: base58, pubkey }  -> { signature: base58 }
 *   solana_signTransaction        { transaction: base64 }      -> { signature: base58, transaction: base64 }
 *   solana_signAllTransactions    { transactions: base64[] }   -> { transactions: base64[] }
 *   solana_signAndSendTransaction { transaction: base64, sendOptions? } -> { signature: base58 }
 */
import * as z from 'zod/mini'
import { base58, base64 } from '@scure/base'
import { errorIn } from '../../kernel/plugin'
import { invalidInput, SOLANA_MESSAGES } from './messages'
import { signAndSendTransaction, signMessageBytes, signTransactions, type SigningSession } from './signing'
import { checkSignedTransaction } from './transaction'

const signMessageParams = z.object({ message: z.string(), pubkey: z.optional(z.string()) })
const transactionParams = z.object({
  transaction: z.string(),
  sendOptions: z.optional(z.object({ skipPreflight: z.optional(z.boolean()), maxRetries: z.optional(z.number()) })),
})
const transactionsParams = z.object({ transactions: z.array(z.string()).check(z.minLength(1)) })

function parseParams<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidInput(`${method} params`, JSON.stringify(params))
  return parsed.data
}

function decode(codec: typeof base58 | typeof base64, text: string, what: string): Uint8Array {
  try {
    return codec.decode(text)
  } catch {
    throw invalidInput(what, text)
  }
}

/** A wire transaction from the app (or built by `transfers`): base64, with room for the signatures it claims (SPEC §5). */
export function wireTransaction(text: string): Uint8Array {
  const bytes = decode(base64, text, 'base64 transaction')
  checkSignedTransaction(bytes)
  return bytes
}

export async function solanaRequest(session: SigningSession, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parseParams(signMessageParams, params, method)
      if (pubkey !== undefined && pubkey !== session.account.address) throw errorIn(SOLANA_MESSAGES, 'SOLANA_ACCOUNT_NOT_CONNECTED', pubkey)
      return { signature: base58.encode(await signMessageBytes(session, decode(base58, message, 'base58 message'))) }
    }
    case 'solana_signTransaction': {
      const { transaction } = parseParams(transactionParams, params, method)
      const [signed] = (await signTransactions(session, [wireTransaction(transaction)])) as [Uint8Array]
      return { signature: base58.encode(checkSignedTransaction(signed)), transaction: base64.encode(signed) }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parseParams(transactionsParams, params, method)
      const signed = await signTransactions(session, transactions.map(wireTransaction))
      return { transactions: signed.map((transaction) => base64.encode(transaction)) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parseParams(transactionParams, params, method)
      return { signature: base58.encode(await signAndSendTransaction(session, wireTransaction(transaction), sendOptions)) }
    }
    default:
      throw errorIn(SOLANA_MESSAGES, 'SOLANA_UNSUPPORTED_METHOD', method)
  }
}
