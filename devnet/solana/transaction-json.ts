/** A landed transaction as getTransaction returns it: the wire bytes or agave's `json` form, with its meta. */
import { getBase58Decoder, getTransactionDecoder } from '@solana/kit'
import type { LandedTransaction } from './ledger'

export type TransactionEncoding = 'json' | 'base64' | 'base58'

function jsonTransaction(landed: LandedTransaction) {
  const { message } = landed
  const { signatures } = getTransactionDecoder().decode(landed.bytes)
  const base58 = getBase58Decoder()
  return {
    signatures: message.staticAccounts.slice(0, message.header.numSignerAccounts).map((key) => {
      const signature = signatures[key]
      return signature ? base58.decode(signature) : base58.decode(new Uint8Array(64))
    }),
    message: {
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      accountKeys: message.staticAccounts,
      recentBlockhash: message.lifetimeToken,
      instructions: message.instructions.map((instruction) => ({
        programIdIndex: instruction.programAddressIndex,
        accounts: instruction.accountIndices ?? [],
        data: base58.decode(instruction.data ?? new Uint8Array()),
        stackHeight: null,
      })),
      ...(message.version === 0
        ? {
            addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
              accountKey: lookup.lookupTableAddress,
              writableIndexes: lookup.writableIndexes,
              readonlyIndexes: lookup.readonlyIndexes,
            })),
          }
        : {}),
    },
  }
}

export function transactionResult(landed: LandedTransaction, encoding: TransactionEncoding, withVersion: boolean) {
  const transaction =
    encoding === 'json'
      ? jsonTransaction(landed)
      : encoding === 'base64'
        ? [Buffer.from(landed.bytes).toString('base64'), 'base64']
        : [getBase58Decoder().decode(landed.bytes), 'base58']
  return {
    slot: landed.slot,
    blockTime: landed.blockTime,
    transaction,
    meta: {
      err: landed.err,
      status: landed.err ? { Err: landed.err } : { Ok: null },
      fee: landed.fee,
      preBalances: landed.preBalances,
      postBalances: landed.postBalances,
      innerInstructions: landed.innerInstructions,
      logMessages: landed.logs,
      preTokenBalances: landed.preTokenBalances,
      postTokenBalances: landed.postTokenBalances,
      rewards: [],
      loadedAddresses: landed.loadedAddresses,
      computeUnitsConsumed: landed.computeUnitsConsumed,
    },
    ...(withVersion ? { version: landed.message.version } : {}),
  }
}
