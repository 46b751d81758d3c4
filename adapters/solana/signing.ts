/**
 * Signing through a Wallet Standard wallet's Solana features, with every
 * answer checked: 64-byte signatures, and signed transactions that pass the
 * SPEC §5 length rule. Each call names the account and, where the feature
 * takes one, the chain of the active network.
 */
import * as z from 'zod/mini'
import type { WalletAccount } from '@wallet-standard/core'
import type { CaipNetworkId } from '../../kernel/plugin'
import { invalidWalletResponse } from './messages'
import { checkSignedTransaction, SIGNATURE_BYTES } from './transaction'
import { SIGN_AND_SEND, SIGN_MESSAGE, SIGN_TRANSACTION, type SolanaWallet } from './wallet-standard'

/** The connected wallet, its account and the chain requests are for. */
export interface SigningSession {
  wallet: SolanaWallet
  account: WalletAccount
  /** The chain as the wallet names it (chains.ts). */
  chain: CaipNetworkId
}

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array)
const signature = z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length === SIGNATURE_BYTES)

const outputs = <T extends z.ZodMiniType>(item: T, count: number) => z.array(item).check(z.length(count))
const signMessageOutputs = outputs(z.object({ signature }), 1)
const signTransactionOutputs = (count: number) => outputs(z.object({ signedTransaction: bytes }), count)
const signAndSendOutputs = outputs(z.object({ signature }), 1)

function checked<T>(schema: z.ZodMiniType<T>, answer: unknown, feature: string): T {
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw invalidWalletResponse(feature, answer)
  return parsed.data
}

/** solana:signMessage: the 64-byte ed25519 signature of `message`. */
export async function signMessageBytes({ wallet, account }: SigningSession, message: Uint8Array): Promise<Uint8Array> {
  const answer = await wallet.features[SIGN_MESSAGE].signMessage({ account, message })
  return checked(signMessageOutputs, answer, SIGN_MESSAGE)[0]!.signature
}

/** solana:signTransaction for one or more wire transactions; each signed one passes SPEC §5. */
export async function signTransactions({ wallet, account, chain }: SigningSession, transactions: Uint8Array[]): Promise<Uint8Array[]> {
  const answer = await wallet.features[SIGN_TRANSACTION].signTransaction(...transactions.map((transaction) => ({ account, transaction, chain })))
  return checked(signTransactionOutputs(transactions.length), answer, SIGN_TRANSACTION).map(({ signedTransaction }) => {
    checkSignedTransaction(signedTransaction)
    return signedTransaction
  })
}

interface SendOptions {
  skipPreflight?: boolean
  maxRetries?: number
}

/** solana:signAndSendTransaction: the wallet signs and sends; resolves to the transaction's signature. */
export async function signAndSendTransaction({ wallet, account, chain }: SigningSession, transaction: Uint8Array, options: SendOptions = {}): Promise<Uint8Array> {
  const answer = await wallet.features[SIGN_AND_SEND].signAndSendTransaction({ account, transaction, chain, options })
  return checked(signAndSendOutputs, answer, SIGN_AND_SEND)[0]!.signature
}
