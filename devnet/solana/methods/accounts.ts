/** Account reads: balances, account data, token accounts, rent. */
import type { Address, EncodedAccount } from '@solana/kit'
import { encodeAccount } from '../account-encoding'
import { invalidParams } from '../rpc-errors'
import { accountEncodingOf, addressList, addressParam, configParam, dataSliceOf, paramList, required, uintParam } from '../params'
import { TOKEN_PROGRAMS, readMint, readTokenAccount, type ChainAccount } from '../token'
import { withContext, type MethodContext, type RpcMethod } from './context'

const MAX_MULTIPLE_ACCOUNTS = 100
const existing = (account: EncodedAccount): ChainAccount => ({ ...account, exists: true })

export function accountMethods({ ledger }: MethodContext): Record<string, RpcMethod> {
  const config = (value: unknown, where: string) => configParam(value, where, ledger.slot())

  /** The token program and optional mint of getTokenAccountsByOwner's filter. */
  function tokenFilter(value: unknown): { program: Address; mint?: Address } {
    const where = 'params[1]'
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidParams(`${where} must be { mint } or { programId }`)
    const { mint, programId } = value as { mint?: unknown; programId?: unknown }
    if ((mint === undefined) === (programId === undefined)) throw invalidParams(`${where} must have exactly one of mint, programId`)
    if (mint !== undefined) {
      const address = addressParam(mint, `${where}.mint`)
      const account = ledger.getAccount(address)
      if (!readMint(account) || !account.exists) throw invalidParams(`${where}.mint: could not find mint`)
      return { program: account.programAddress, mint: address }
    }
    const program = addressParam(programId, `${where}.programId`)
    if (!TOKEN_PROGRAMS.includes(program)) throw invalidParams(`${where}.programId: unrecognized Token program id`)
    return { program }
  }

  return {
    getBalance: (params) => {
      const list = paramList(params, 2)
      const account = ledger.getAccount(addressParam(required(list, 0, 'address'), 'params[0]'))
      config(list[1], 'params[1]')
      return withContext(ledger, account.exists ? account.lamports : 0n)
    },
    getAccountInfo: (params) => {
      const list = paramList(params, 2)
      const address = addressParam(required(list, 0, 'address'), 'params[0]')
      const options = config(list[1], 'params[1]')
      const encoding = accountEncodingOf(options, 'params[1]')
      return withContext(ledger, encodeAccount(ledger.getAccount(address), encoding, ledger.getAccount, dataSliceOf(options, 'params[1]')))
    },
    getMultipleAccounts: (params) => {
      const list = paramList(params, 2)
      const addresses = addressList(required(list, 0, 'addresses'), 'params[0]', MAX_MULTIPLE_ACCOUNTS)
      const options = config(list[1], 'params[1]')
      const encoding = accountEncodingOf(options, 'params[1]')
      const slice = dataSliceOf(options, 'params[1]')
      return withContext(ledger, addresses.map((address) => encodeAccount(ledger.getAccount(address), encoding, ledger.getAccount, slice)))
    },
    getTokenAccountsByOwner: (params) => {
      const list = paramList(params, 3)
      const owner = addressParam(required(list, 0, 'owner'), 'params[0]')
      const filter = tokenFilter(required(list, 1, 'filter'))
      const options = config(list[2], 'params[2]')
      const encoding = accountEncodingOf(options, 'params[2]')
      const slice = dataSliceOf(options, 'params[2]')
      const held = ledger.svm.getProgramAccounts(filter.program).filter((account) => {
        const token = readTokenAccount(existing(account))
        return token !== undefined && token.owner === owner && (filter.mint === undefined || token.mint === filter.mint)
      })
      return withContext(
        ledger,
        held.map((account) => ({ pubkey: account.address, account: encodeAccount(existing(account), encoding, ledger.getAccount, slice) })),
      )
    },
    getMinimumBalanceForRentExemption: (params) => {
      const list = paramList(params, 2)
      const dataLength = uintParam(required(list, 0, 'data length'), 'params[0]')
      config(list[1], 'params[1]')
      return ledger.svm.minimumBalanceForRentExemption(BigInt(dataLength))
    },
  }
}
