/**
 * Wire transactions and messages as the RPC receives them (base58 or base64),
 * decoded with kit and checked the way agave checks them before anything runs.
 */
import {
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type CompiledTransactionMessageWithLifetime,
  type LegacyCompiledTransactionMessage,
  type Signature,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit'
import { invalidParams } from './rpc-errors'

/** The packet size limit of a Solana transaction. */
const MAX_TRANSACTION_BYTES = 1232

export type CompiledMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & CompiledTransactionMessageWithLifetime

export interface WireTransaction {
  transaction: Transaction
  bytes: Uint8Array
  /** The first signature in base58: the transaction id. */
  signature: Signature
  message: CompiledMessage
}

type BinaryEncoding = 'base58' | 'base64'

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

function decodeBinary(text: string, encoding: BinaryEncoding, what: string): Uint8Array {
  if (encoding === 'base64') {
    if (!BASE64.test(text)) throw invalidParams(`${what} is not valid base64`)
    return new Uint8Array(Buffer.from(text, 'base64'))
  }
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    throw invalidParams(`${what} is not valid base58`)
  }
}

function decodeMessageBytes(bytes: Uint8Array): CompiledMessage {
  const [message, end] = getCompiledTransactionMessageDecoder().read(bytes, 0)
  if (end !== bytes.length) throw new Error(`${bytes.length - end} trailing bytes after the message`)
  if (message.version !== 'legacy' && message.version !== 0) throw new Error(`transaction version ${message.version} is not supported (legacy and v0 are)`)
  const signers = message.header.numSignerAccounts
  if (signers < 1 || signers > message.staticAccounts.length) throw new Error('the message header does not match its account keys')
  // Programs are always static keys (agave's sanitize rule); account indices into lookup tables are the SVM's to check.
  if (message.instructions.some((instruction) => instruction.programAddressIndex >= message.staticAccounts.length)) {
    throw new Error('an instruction names a program outside the static account keys')
  }
  return message as CompiledMessage
}

export function decodeTransaction(text: string, encoding: BinaryEncoding): WireTransaction {
  const bytes = decodeBinary(text, encoding, 'the transaction')
  if (bytes.length > MAX_TRANSACTION_BYTES) throw invalidParams(`transaction too large: ${bytes.length} bytes (max ${MAX_TRANSACTION_BYTES})`)
  try {
    const [transaction, end] = getTransactionDecoder().read(bytes, 0)
    if (end !== bytes.length) throw new Error(`${bytes.length - end} trailing bytes after the transaction`)
    const message = decodeMessageBytes(new Uint8Array(transaction.messageBytes))
    const first = transaction.signatures[message.staticAccounts[0] as keyof typeof transaction.signatures]
    const signature = getBase58Decoder().decode(first ?? new Uint8Array(64)) as Signature
    return { transaction, bytes, signature, message }
  } catch (error) {
    throw invalidParams(`failed to deserialize the transaction: ${(error as Error).message}`)
  }
}

/** A message alone (getFeeForMessage), base64 like the real RPC. */
export function decodeMessage(text: string): CompiledMessage {
  const bytes = decodeBinary(text, 'base64', 'the message')
  try {
    return decodeMessageBytes(bytes)
  } catch (error) {
    throw invalidParams(`failed to deserialize the message: ${(error as Error).message}`)
  }
}
