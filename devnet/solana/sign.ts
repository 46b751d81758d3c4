/** Builds, signs and sends a transaction from keys the devnet holds (faucet, seeding), through the same path as sendTransaction. */
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit'
import type { SolanaLedger } from './ledger'
import { decodeTransaction } from './wire'

export async function sendInstructions(ledger: SolanaLedger, feePayer: KeyPairSigner, instructions: Instruction[]): Promise<Signature> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(ledger.latestBlockhash(), draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return ledger.send(decodeTransaction(getBase64EncodedWireTransaction(signed), 'base64'), { skipPreflight: false })
}
