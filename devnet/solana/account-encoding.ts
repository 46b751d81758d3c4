/**
 * Accounts in the RPC's shape: { data, executable, lamports, owner,
 * rentEpoch, space }, with the data in the requested encoding (agave's rules:
 * base58 only under 129 bytes, jsonParsed falls back to base64 for accounts
 * it cannot parse, dataSlice applies to binary encodings).
 */
import { getBase58Decoder, getBase64Decoder, type ReadonlyUint8Array } from '@solana/kit'
import { RPC_ERROR, RpcError, invalidParams } from './rpc-errors'
import { parsedTokenData, type AccountLookup, type ChainAccount } from './token'

export const ACCOUNT_ENCODINGS = ['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'] as const
export type AccountEncoding = (typeof ACCOUNT_ENCODINGS)[number]

export interface DataSlice {
  offset: number
  length: number
}

/** Every account is rent exempt today; agave reports u64::MAX for them. */
const RENT_EXEMPT_EPOCH = 2n ** 64n - 1n
const MAX_BASE58_BYTES = 128

function encodeAccountData(data: ReadonlyUint8Array, encoding: AccountEncoding, slice?: DataSlice): string | [string, string] {
  const bytes = slice ? data.subarray(slice.offset, slice.offset + slice.length) : data
  switch (encoding) {
    case 'base64':
    case 'jsonParsed':
      return [getBase64Decoder().decode(bytes), 'base64']
    case 'base64+zstd':
      // node 20 has no zstd; the devnet says so rather than answer something else.
      throw invalidParams('base64+zstd encoding is not supported by the devnet; use base64')
    case 'base58':
    case 'binary': {
      if (bytes.length > MAX_BASE58_BYTES) {
        throw new RpcError(RPC_ERROR.invalidRequest, 'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.')
      }
      const text = getBase58Decoder().decode(bytes)
      return encoding === 'binary' ? text : [text, 'base58']
    }
  }
}

export function encodeAccount(account: ChainAccount, encoding: AccountEncoding, lookup: AccountLookup, slice?: DataSlice) {
  if (!account.exists) return null
  const parsed = encoding === 'jsonParsed' ? parsedTokenData(account, lookup) : undefined
  return {
    data: parsed ?? encodeAccountData(account.data, encoding, slice),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.space,
  }
}
