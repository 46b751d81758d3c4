/** Sending, simulating and looking up transactions; fees; the faucet. */
import { isSignature } from '@solana/kit'
import { encodeAccount } from '../account-encoding'
import { computeBudgetOf, feeForMessage } from '../fees'
import { MAX_BLOCKHASH_AGE } from '../ledger'
import {
  addressList,
  addressParam,
  booleanOf,
  configParam,
  optionOf,
  paramList,
  required,
  stringParam,
  uintParam,
  type Config,
} from '../params'
import { RpcError, invalidParams } from '../rpc-errors'
import { transactionResult, type TransactionEncoding } from '../transaction-json'
import { decodeMessage, decodeTransaction } from '../wire'
import { withContext, type MethodContext, type RpcMethod } from './context'

const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000
const MAX_SIMULATION_ACCOUNTS = 256
const MAX_PRIORITY_FEE_ADDRESSES = 128
const UNSUPPORTED_TRANSACTION_VERSION = -32015

function signatureParam(value: unknown, where: string): string {
  if (typeof value !== 'string' || !isSignature(value)) throw invalidParams(`${where} must be a base58-encoded 64-byte signature`)
  return value
}

const wireEncodingOf = (config: Config, where: string) => optionOf(config, 'encoding', ['base58', 'base64'] as const, 'base58', where)

export function transactionMethods({ ledger, faucet }: MethodContext): Record<string, RpcMethod> {
  const config = (value: unknown, where: string) => configParam(value, where, ledger.slot())

  return {
    sendTransaction: (params) => {
      const list = paramList(params, 2)
      const encoded = stringParam(required(list, 0, 'transaction'), 'params[0]')
      const options = config(list[1], 'params[1]')
      if (options.maxRetries !== undefined) uintParam(options.maxRetries, 'params[1].maxRetries')
      const skipPreflight = booleanOf(options, 'skipPreflight', false, 'params[1]')
      return ledger.send(decodeTransaction(encoded, wireEncodingOf(options, 'params[1]')), { skipPreflight })
    },
    simulateTransaction: (params) => {
      const list = paramList(params, 2)
      const encoded = stringParam(required(list, 0, 'transaction'), 'params[0]')
      const options = config(list[1], 'params[1]')
      const sigVerify = booleanOf(options, 'sigVerify', false, 'params[1]')
      const replaceRecentBlockhash = booleanOf(options, 'replaceRecentBlockhash', false, 'params[1]')
      if (sigVerify && replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      const innerInstructions = booleanOf(options, 'innerInstructions', false, 'params[1]')
      const accounts = options.accounts === undefined || options.accounts === null ? undefined : (options.accounts as Config)
      if (accounts !== undefined && (typeof accounts !== 'object' || Array.isArray(accounts))) throw invalidParams('params[1].accounts must be { addresses, encoding? }')
      const wanted = accounts && addressList(accounts.addresses, 'params[1].accounts.addresses', MAX_SIMULATION_ACCOUNTS)
      const accountEncoding = accounts && optionOf(accounts, 'encoding', ['base64', 'base64+zstd', 'jsonParsed'] as const, 'base64', 'params[1].accounts')

      const tx = decodeTransaction(encoded, wireEncodingOf(options, 'params[1]'))
      const { value, postState } = ledger.simulate(tx, { sigVerify, replaceRecentBlockhash })
      const postAccounts = wanted && accountEncoding && !value.err ? wanted.map((address) => encodeAccount(postState(address), accountEncoding, postState)) : null
      return withContext(ledger, { ...value, accounts: postAccounts, innerInstructions: innerInstructions ? value.innerInstructions : null })
    },
    getFeeForMessage: (params) => {
      const list = paramList(params, 2)
      const message = decodeMessage(stringParam(required(list, 0, 'message'), 'params[0]'))
      config(list[1], 'params[1]')
      // Like the real RPC: no fee for a message whose blockhash expired.
      return withContext(ledger, ledger.isBlockhashValid(message.lifetimeToken) ? feeForMessage(message) : null)
    },
    getRecentPrioritizationFees: (params) => {
      const list = paramList(params, 1)
      const addresses = list[0] === undefined ? [] : addressList(list[0], 'params[0]', MAX_PRIORITY_FEE_ADDRESSES)
      const since = ledger.slot() - MAX_BLOCKHASH_AGE
      return ledger
        .transactions()
        .filter((landed) => landed.slot >= since && (addresses.length === 0 || addresses.some((address) => landed.accountKeys.includes(address))))
        .map((landed) => ({ slot: landed.slot, prioritizationFee: computeBudgetOf(landed.message).microLamportsPerUnit }))
    },
    getSignatureStatuses: (params) => {
      const list = paramList(params, 2)
      const signatures = required(list, 0, 'signatures')
      if (!Array.isArray(signatures) || signatures.length > MAX_SIGNATURE_STATUSES) {
        throw invalidParams(`params[0] must be an array of at most ${MAX_SIGNATURE_STATUSES} signatures`)
      }
      const options = config(list[1], 'params[1]')
      booleanOf(options, 'searchTransactionHistory', false, 'params[1]')
      const statuses = signatures.map((item, i) => {
        const landed = ledger.transaction(signatureParam(item, `params[0][${i}]`))
        if (!landed) return null
        // litesvm has no forks: a landed transaction is final at once (confirmations null means rooted).
        return { slot: landed.slot, confirmations: null, err: landed.err, status: landed.err ? { Err: landed.err } : { Ok: null }, confirmationStatus: 'finalized' }
      })
      return withContext(ledger, statuses)
    },
    getSignaturesForAddress: (params) => {
      const list = paramList(params, 2)
      const address = addressParam(required(list, 0, 'address'), 'params[0]')
      const options = config(list[1], 'params[1]')
      const limit = options.limit === undefined ? MAX_SIGNATURES_FOR_ADDRESS : uintParam(options.limit, 'params[1].limit')
      if (limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) throw invalidParams(`params[1].limit must be between 1 and ${MAX_SIGNATURES_FOR_ADDRESS}`)
      const before = options.before === undefined ? undefined : signatureParam(options.before, 'params[1].before')
      const until = options.until === undefined ? undefined : signatureParam(options.until, 'params[1].until')
      let rows = ledger
        .transactions()
        .filter((landed) => landed.accountKeys.includes(address))
        .reverse()
      if (before !== undefined) {
        // Strictly older than `before`; an unknown `before` leaves nothing older.
        const start = rows.findIndex((landed) => landed.signature === before)
        rows = start >= 0 ? rows.slice(start + 1) : []
      }
      if (until !== undefined) {
        const stop = rows.findIndex((landed) => landed.signature === until)
        if (stop >= 0) rows = rows.slice(0, stop)
      }
      return rows.slice(0, limit).map((landed) => ({
        signature: landed.signature,
        slot: landed.slot,
        err: landed.err,
        memo: null,
        blockTime: landed.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    getTransaction: (params) => {
      const list = paramList(params, 2)
      const signature = signatureParam(required(list, 0, 'signature'), 'params[0]')
      const options = config(list[1], 'params[1]')
      if (options.commitment === 'processed') throw invalidParams('Method does not support commitment below `confirmed`')
      const encoding = optionOf<TransactionEncoding | 'jsonParsed'>(options, 'encoding', ['json', 'base64', 'base58', 'jsonParsed'], 'json', 'params[1]')
      if (encoding === 'jsonParsed') throw invalidParams('jsonParsed is not supported by the devnet for getTransaction; use json or base64')
      const maxVersion = options.maxSupportedTransactionVersion === undefined ? undefined : uintParam(options.maxSupportedTransactionVersion, 'params[1].maxSupportedTransactionVersion')
      const landed = ledger.transaction(signature)
      if (!landed) return null
      if (landed.message.version === 0 && maxVersion === undefined) {
        throw new RpcError(
          UNSUPPORTED_TRANSACTION_VERSION,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        )
      }
      return transactionResult(landed, encoding, maxVersion !== undefined)
    },
    requestAirdrop: (params) => {
      const list = paramList(params, 3)
      const address = addressParam(required(list, 0, 'address'), 'params[0]')
      const amount = uintParam(required(list, 1, 'lamports'), 'params[1]')
      if (amount === 0) throw invalidParams('params[1] (lamports) must be more than 0')
      config(list[2], 'params[2]')
      return faucet.airdrop(address, BigInt(amount))
    },
  }
}
