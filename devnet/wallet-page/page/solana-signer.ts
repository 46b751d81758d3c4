/**
 * Answers a dapp's Solana requests with the dev keypair once the person
 * approved them (WalletConnect's Solana RPC shapes): solana_signMessage
 * (base58 message), solana_signTransaction and solana_signAllTransactions
 * (base64 wire transactions), solana_signAndSendTransaction (sent to the
 * devnet Solana RPC). ed25519 through WebCrypto, with @solana/kit.
 */
import {
  createKeyPairFromBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
} from '@solana/kit'
import type { WalletPageSolana } from './config'

export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']

const base58 = { encode: (bytes: Uint8Array) => getBase58Decoder().decode(bytes), decode: (text: string) => new Uint8Array(getBase58Encoder().encode(text)) }
const base64 = { encode: (bytes: Uint8Array) => getBase64Decoder().decode(bytes), decode: (text: string) => new Uint8Array(getBase64Encoder().encode(text)) }

function stringParam(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | null)?.[name]
  if (typeof value !== 'string') throw Object.assign(new Error(`Invalid params: ${name} must be a string`), { code: -32602 })
  return value
}

export async function createSolanaSigner(config: WalletPageSolana) {
  const keys = await createKeyPairFromBytes(getBase58Encoder().encode(config.secretKey))
  const address = await getAddressFromPublicKey(keys.publicKey)
  const sign = async (bytes: Uint8Array) => new Uint8Array(await signBytes(keys.privateKey, bytes))

  /** Our signature in our slot of a base64 wire transaction; a transaction we do not sign for is refused. */
  async function signTransaction(text: string): Promise<{ signature: string; transaction: string }> {
    const transaction = getTransactionDecoder().decode(base64.decode(text))
    if (!(address in transaction.signatures)) throw Object.assign(new Error(`${address} is not a signer of this transaction`), { code: -32602 })
    const signature = await sign(new Uint8Array(transaction.messageBytes))
    const signed = getTransactionEncoder().encode({ ...transaction, signatures: { ...transaction.signatures, [address]: signature } })
    return { signature: base58.encode(signature), transaction: base64.encode(new Uint8Array(signed)) }
  }

  async function send(transaction: string): Promise<string> {
    const response = await fetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [transaction, { encoding: 'base64', preflightCommitment: 'confirmed' }] }),
    })
    const body = (await response.json()) as { result?: string; error?: { code: number; message: string } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result as string
  }

  return {
    address,
    caipNetworkId: config.caipNetworkId,
    async answer(method: string, params: unknown): Promise<unknown> {
      switch (method) {
        case 'solana_signMessage':
          return { signature: base58.encode(await sign(base58.decode(stringParam(params, 'message')))) }
        case 'solana_signTransaction':
          return signTransaction(stringParam(params, 'transaction'))
        case 'solana_signAllTransactions': {
          const transactions = (params as { transactions?: unknown } | null)?.transactions
          if (!Array.isArray(transactions) || !transactions.every((item) => typeof item === 'string')) throw Object.assign(new Error('Invalid params: transactions'), { code: -32602 })
          return { transactions: (await Promise.all(transactions.map(signTransaction))).map((signed) => signed.transaction) }
        }
        case 'solana_signAndSendTransaction':
          return { signature: await send((await signTransaction(stringParam(params, 'transaction'))).transaction) }
        default:
          throw new Error(`The dev wallet does not support ${method}`)
      }
    },
  }
}
