/**
 * The Solana devnet's chain: a LiteSVM instance plus what a validator adds
 * around it. One slot per landed transaction (a new blockhash and block time
 * each), a window of the last 150 blockhashes that stay valid, the preflight
 * check of sendTransaction, and a record of every landed transaction, which
 * serves signature statuses, signatures per address and the API's history.
 */
import { getBase58Decoder, getBase64Decoder, type Address, type Blockhash, type Signature } from '@solana/kit'
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { feeForMessage } from './fees'
import { RPC_ERROR, RpcError } from './rpc-errors'
import { tokenBalances, type AccountLookup, type ChainAccount, type RpcTokenBalance } from './token'
import { describeTransactionError, transactionErrorJson, type RpcTransactionError } from './tx-errors'
import type { CompiledMessage, WireTransaction } from './wire'

/** Slots a blockhash stays valid (agave's MAX_PROCESSING_AGE). */
export const MAX_BLOCKHASH_AGE = 150n
// An address lookup table's 56-byte header precedes its 32-byte addresses.
const LOOKUP_TABLE_HEADER_BYTES = 56

export interface LoadedAddresses {
  writable: Address[]
  readonly: Address[]
}

export interface LandedTransaction {
  signature: Signature
  slot: bigint
  /** Unix seconds. */
  blockTime: number
  bytes: Uint8Array
  message: CompiledMessage
  /** Static keys, then the addresses loaded from lookup tables (writable, then read-only). */
  accountKeys: Address[]
  loadedAddresses: LoadedAddresses
  err: RpcTransactionError | null
  /** What the fee payer was charged: every lamport that left the accounts. */
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: RpcTokenBalance[]
  postTokenBalances: RpcTokenBalance[]
  logs: string[]
  innerInstructions: RpcInnerInstructions[]
  computeUnitsConsumed: bigint
}

/** meta.innerInstructions: the CPIs each top-level instruction made. */
export interface RpcInnerInstructions {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

/** simulateTransaction's value, less `accounts` (the caller picks those from `postState`). */
export interface SimulationValue {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  returnData: { programId: Address; data: [string, 'base64'] } | null
  innerInstructions: RpcInnerInstructions[]
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: RpcTokenBalance[]
  postTokenBalances: RpcTokenBalance[]
  loadedAddresses: LoadedAddresses
  replacementBlockhash: BlockhashLifetime | null
}

export interface BlockhashLifetime {
  blockhash: Blockhash
  lastValidBlockHeight: bigint
}

export interface Simulation {
  value: SimulationValue
  postState: AccountLookup
}

export interface SolanaLedger {
  svm: LiteSVM
  slot(): bigint
  latestBlockhash(): BlockhashLifetime
  isBlockhashValid(blockhash: string): boolean
  getAccount: AccountLookup
  /** Preflight (unless skipped), then run; returns the signature. A transaction the cluster would drop returns its signature and never lands. */
  send(tx: WireTransaction, options: { skipPreflight: boolean }): Signature
  simulate(tx: WireTransaction, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): Simulation
  transaction(signature: string): LandedTransaction | undefined
  /** Every landed transaction, oldest first. */
  transactions(): readonly LandedTransaction[]
}

function metaOf(result: TransactionMetadata | FailedTransactionMetadata): TransactionMetadata {
  return result instanceof FailedTransactionMetadata ? result.meta() : result
}

function returnDataOf(meta: TransactionMetadata): SimulationValue['returnData'] {
  const returnData = meta.returnData()
  const data = returnData.data()
  if (data.length === 0) return null
  return { programId: getBase58Decoder().decode(returnData.programId()) as Address, data: [getBase64Decoder().decode(data), 'base64'] }
}

function innerInstructionsOf(meta: TransactionMetadata): RpcInnerInstructions[] {
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const instruction = inner.instruction()
        const data = getBase58Decoder().decode(instruction.data())
        return { programIdIndex: instruction.programIdIndex(), accounts: [...instruction.accounts()], data, stackHeight: inner.stackHeight() }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
}

export function createSolanaLedger(): SolanaLedger {
  // The ledger checks blockhash age itself, against a window instead of only the latest hash.
  const svm = new LiteSVM().withBlockhashCheck(false)
  const genesisTime = BigInt(Math.floor(Date.now() / 1000))
  let slot = 0n
  let unixTime = genesisTime
  const recentBlockhashes = new Map<string, bigint>()
  const landed = new Map<string, LandedTransaction>()
  const history: LandedTransaction[] = []

  const getAccount: AccountLookup = (address) => svm.getAccount(address)
  const lamportsOf = (lookup: AccountLookup, address: Address) => {
    const account = lookup(address)
    return account.exists ? account.lamports : 0n
  }

  function startSlot() {
    svm.setClock(new Clock(slot, genesisTime, 0n, 0n, unixTime))
    svm.expireBlockhash()
    recentBlockhashes.set(svm.latestBlockhash(), slot)
    for (const [hash, issued] of recentBlockhashes) if (slot - issued > MAX_BLOCKHASH_AGE) recentBlockhashes.delete(hash)
  }

  function advanceSlot() {
    slot += 1n
    const now = BigInt(Math.floor(Date.now() / 1000))
    if (now > unixTime) unixTime = now
    startSlot()
  }

  const latestBlockhash = (): BlockhashLifetime => ({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + MAX_BLOCKHASH_AGE })
  const isBlockhashValid = (blockhash: string) => {
    const issued = recentBlockhashes.get(blockhash)
    return issued !== undefined && slot - issued <= MAX_BLOCKHASH_AGE
  }

  function accountKeysOf(message: CompiledMessage): { accountKeys: Address[]; loadedAddresses: LoadedAddresses } {
    const loadedAddresses: LoadedAddresses = { writable: [], readonly: [] }
    const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : []
    for (const lookup of lookups) {
      const table = svm.getAccount(lookup.lookupTableAddress)
      if (!table.exists) continue
      const at = (index: number) => {
        const start = LOOKUP_TABLE_HEADER_BYTES + index * 32
        return getBase58Decoder().decode(table.data.subarray(start, start + 32)) as Address
      }
      loadedAddresses.writable.push(...lookup.writableIndexes.map(at))
      loadedAddresses.readonly.push(...lookup.readonlyIndexes.map(at))
    }
    return { accountKeys: [...message.staticAccounts, ...loadedAddresses.writable, ...loadedAddresses.readonly], loadedAddresses }
  }

  function simulate(tx: WireTransaction, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): Simulation {
    const { accountKeys, loadedAddresses } = accountKeysOf(tx.message)
    const preBalances = accountKeys.map((key) => lamportsOf(getAccount, key))
    const preTokenBalances = tokenBalances(accountKeys, getAccount)
    const base = { fee: feeForMessage(tx.message), preBalances, preTokenBalances, loadedAddresses, returnData: null, unitsConsumed: 0n, logs: [], innerInstructions: [] }
    const refused = (err: RpcTransactionError): Simulation => ({
      value: { ...base, err, postBalances: preBalances, postTokenBalances: preTokenBalances, replacementBlockhash: null },
      postState: getAccount,
    })
    if (!options.replaceRecentBlockhash && !isBlockhashValid(tx.message.lifetimeToken)) return refused('BlockhashNotFound')
    if (landed.has(tx.signature) && options.sigVerify) return refused('AlreadyProcessed')

    svm.withSigverify(options.sigVerify)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = svm.simulateTransaction(tx.transaction)
    } catch {
      // litesvm refuses a transaction with a missing signature before running it.
      return refused('SignatureFailure')
    } finally {
      svm.withSigverify(true)
    }
    const replacementBlockhash = options.replaceRecentBlockhash ? latestBlockhash() : null
    const meta = result.meta()
    const common = { ...base, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), returnData: returnDataOf(meta), innerInstructions: innerInstructionsOf(meta), replacementBlockhash }
    if (result instanceof FailedTransactionMetadata) {
      return { value: { ...common, err: transactionErrorJson(result), postBalances: preBalances, postTokenBalances: preTokenBalances }, postState: getAccount }
    }
    const after = new Map<string, ChainAccount>(result.postAccounts().map((account) => [account.address, { ...account, exists: true }]))
    const postState: AccountLookup = (address) => after.get(address) ?? getAccount(address)
    const value = {
      ...common,
      err: null,
      postBalances: accountKeys.map((key) => lamportsOf(postState, key)),
      postTokenBalances: tokenBalances(accountKeys, postState),
    }
    return { value, postState }
  }

  function preflight(tx: WireTransaction) {
    const { value } = simulate(tx, { sigVerify: true, replaceRecentBlockhash: false })
    if (value.err === 'SignatureFailure') throw new RpcError(RPC_ERROR.signatureVerificationFailure, 'Transaction signature verification failure')
    if (value.err) {
      const data = { ...value, accounts: null }
      throw new RpcError(RPC_ERROR.preflightFailure, `Transaction simulation failed: ${describeTransactionError(value.err)}`, data)
    }
  }

  function send(tx: WireTransaction, options: { skipPreflight: boolean }): Signature {
    if (!options.skipPreflight) preflight(tx)
    if (landed.has(tx.signature) || !isBlockhashValid(tx.message.lifetimeToken)) return tx.signature
    const { accountKeys, loadedAddresses } = accountKeysOf(tx.message)
    const preBalances = accountKeys.map((key) => lamportsOf(getAccount, key))
    const preTokenBalances = tokenBalances(accountKeys, getAccount)
    let result: ReturnType<LiteSVM['sendTransaction']>
    try {
      result = svm.sendTransaction(tx.transaction)
    } catch {
      return tx.signature // unsigned: no validator would take it
    }
    // Rejected before execution (bad signature, unfunded fee payer): nothing was charged, it never lands.
    if (result instanceof FailedTransactionMetadata && !svm.getTransaction(tx.signature)) return tx.signature
    const postBalances = accountKeys.map((key) => lamportsOf(getAccount, key))
    const meta = metaOf(result)
    const record: LandedTransaction = {
      signature: tx.signature,
      slot,
      blockTime: Number(unixTime),
      bytes: tx.bytes,
      message: tx.message,
      accountKeys,
      loadedAddresses,
      err: result instanceof FailedTransactionMetadata ? transactionErrorJson(result) : null,
      fee: preBalances.reduce<bigint>((sum, value) => sum + value, 0n) - postBalances.reduce<bigint>((sum, value) => sum + value, 0n),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: tokenBalances(accountKeys, getAccount),
      logs: meta.logs(),
      innerInstructions: innerInstructionsOf(meta),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
    }
    landed.set(record.signature, record)
    history.push(record)
    advanceSlot()
    return tx.signature
  }

  startSlot()
  return {
    svm,
    slot: () => slot,
    latestBlockhash,
    isBlockhashValid,
    getAccount,
    send,
    simulate,
    transaction: (signature) => landed.get(signature),
    transactions: () => history,
  }
}
