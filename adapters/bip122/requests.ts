/**
 * The app-facing Bitcoin methods, with sats-connect's names and shapes (the
 * bip122 methods WalletConnect uses too), each checked both ways: what the app
 * asks (addresses of the session, amounts in satoshis, a base64 PSBT) and what
 * the wallet answers.
 *
 *   signMessage  { address, message, protocol? }          -> { address, signature, messageHash, protocol }
 *   signPsbt     { psbt: base64, signInputs?, broadcast? } -> { psbt: base64, txid? }
 *   sendTransfer { recipients: [{ address, amount }] }    -> { txid }
 */
import * as z from 'zod/mini'
import { errorIn, type Network } from '../../kernel/plugin'
import { addressesOf, type WalletAccounts } from './accounts'
import { fitsNetwork } from './chains'
import { BIP122_MESSAGES, invalidInput, invalidWalletResponse } from './messages'

/** What the requests need of the session: its addresses, its network, and a way to ask its wallet. */
export interface RequestSession {
  accounts: WalletAccounts
  network: Network
  ask(method: string, params: unknown): Promise<unknown>
}

/** A PSBT in base64 starts with the magic bytes 'psbt' 0xff. */
const psbtBase64 = z.string().check(z.regex(/^cHNidP8[A-Za-z0-9+/]*={0,2}$/))
const txid = z.string().check(z.regex(/^[0-9a-f]{64}$/))
/** Satoshis as sats-connect carries them: a JSON number, so a safe integer. */
const satoshis = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))

const protocol = z.optional(z.enum(['ECDSA', 'BIP322']))
const signMessageParams = z.object({ address: z.string(), message: z.string(), protocol })
const signMessageResult = z.object({
  signature: z.string().check(z.minLength(1)),
  address: z.optional(z.string()),
  messageHash: z.optional(z.string()),
  protocol,
})
const signPsbtParams = z.object({
  psbt: psbtBase64,
  signInputs: z.optional(z.record(z.string(), z.array(z.number().check(z.int(), z.nonnegative())))),
  broadcast: z.optional(z.boolean()),
})
const signPsbtResult = z.object({ psbt: psbtBase64, txid: z.optional(txid) })
const sendTransferParams = z.object({ recipients: z.array(z.object({ address: z.string(), amount: satoshis })).check(z.minLength(1)) })
const sendTransferResult = z.object({ txid })

function parseParams<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidInput(`${method} params`, JSON.stringify(params))
  return parsed.data
}

async function askChecked<T>(session: RequestSession, schema: z.ZodMiniType<T>, method: string, params: unknown): Promise<T> {
  const answer = await session.ask(method, params)
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw invalidWalletResponse(method, answer)
  return parsed.data
}

/** An address of the session: the only ones its wallet signs for. */
export function checkOwnAddress(session: Pick<RequestSession, 'accounts'>, address: string): void {
  if (!addressesOf(session.accounts).includes(address)) throw errorIn(BIP122_MESSAGES, 'BIP122_ACCOUNT_NOT_CONNECTED', address)
}

/** A recipient on the session's network: an address of another network would lose the coins. */
export function checkRecipient(network: Network, address: string): void {
  if (!fitsNetwork(address, network)) throw errorIn(BIP122_MESSAGES, 'BIP122_INVALID_ADDRESS', address, network.name)
}

export async function signMessage(session: RequestSession, params: unknown) {
  const checked = parseParams(signMessageParams, params, 'signMessage')
  checkOwnAddress(session, checked.address)
  const answer = await askChecked(session, signMessageResult, 'signMessage', checked)
  // A signature by another address than the one asked for proves nothing about it.
  if (answer.address !== undefined && answer.address !== checked.address) throw invalidWalletResponse('signMessage', answer)
  return answer
}

export async function signPsbt(session: RequestSession, params: unknown) {
  const checked = parseParams(signPsbtParams, params, 'signPsbt')
  for (const address of Object.keys(checked.signInputs ?? {})) checkOwnAddress(session, address)
  return askChecked(session, signPsbtResult, 'signPsbt', checked)
}

export async function sendTransfer(session: RequestSession, params: unknown) {
  const checked = parseParams(sendTransferParams, params, 'sendTransfer')
  for (const { address } of checked.recipients) checkRecipient(session.network, address)
  return askChecked(session, sendTransferResult, 'sendTransfer', checked)
}

const METHODS = { signMessage, signPsbt, sendTransfer } as const

export function bitcoinRequest(session: RequestSession, method: string, params: unknown): Promise<unknown> {
  if (!Object.hasOwn(METHODS, method)) return Promise.reject(errorIn(BIP122_MESSAGES, 'BIP122_UNSUPPORTED_METHOD', method))
  return METHODS[method as keyof typeof METHODS](session, params)
}
