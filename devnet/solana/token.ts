/**
 * SPL Token accounts read straight from account data (Token and Token-2022
 * share the base layout): the dev token's spec, token balances as the RPC's
 * transaction meta lists them, and the `uiTokenAmount` shape.
 */
import { address, unwrapOption, type Address, type MaybeAccount, type ReadonlyUint8Array } from '@solana/kit'
import { AccountState, TOKEN_PROGRAM_ADDRESS, getMintDecoder, getMintSize, getTokenDecoder, getTokenSize, type Mint, type Token } from '@solana-program/token'
import { formatUnits } from 'viem'

export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const TOKEN_PROGRAMS: readonly Address[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]

export interface SolanaTokenSpec {
  symbol: string
  name: string
  decimals: number
}

/** The dev token minted at start ("USDC"-style, 6 decimals); its mint address is derived from a fixed label. */
export const DEV_TOKEN: SolanaTokenSpec = { symbol: 'USDC', name: 'USD Coin (devnet)', decimals: 6 }

/** An account as the ledger or a simulation's post-state holds it. */
export type ChainAccount = MaybeAccount<ReadonlyUint8Array>
export type AccountLookup = (address: Address) => ChainAccount

// Token-2022 accounts with extensions are longer; the byte after the base token layout says which kind.
const ACCOUNT_TYPE_OFFSET = 165
const ACCOUNT_TYPE = { mint: 1, account: 2 } as const

function kindOf(account: ChainAccount): 'mint' | 'account' | undefined {
  if (!account.exists || !TOKEN_PROGRAMS.includes(account.programAddress)) return undefined
  const length = account.data.length
  if (length === getMintSize()) return 'mint'
  if (length === getTokenSize()) return 'account'
  if (length > ACCOUNT_TYPE_OFFSET) {
    const type = account.data[ACCOUNT_TYPE_OFFSET]
    return type === ACCOUNT_TYPE.mint ? 'mint' : type === ACCOUNT_TYPE.account ? 'account' : undefined
  }
  return undefined
}

export function readTokenAccount(account: ChainAccount): Token | undefined {
  if (kindOf(account) !== 'account' || !account.exists) return undefined
  const token = getTokenDecoder().decode(account.data)
  return token.state === AccountState.Uninitialized ? undefined : token
}

export function readMint(account: ChainAccount): Mint | undefined {
  if (kindOf(account) !== 'mint' || !account.exists) return undefined
  const mint = getMintDecoder().decode(account.data)
  return mint.isInitialized ? mint : undefined
}

export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** An entry of meta.preTokenBalances / postTokenBalances. */
export interface RpcTokenBalance {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}

export function tokenBalances(accountKeys: readonly Address[], lookup: AccountLookup): RpcTokenBalance[] {
  const balances: RpcTokenBalance[] = []
  accountKeys.forEach((key, accountIndex) => {
    const account = lookup(key)
    const token = readTokenAccount(account)
    if (!token || !account.exists) return
    const decimals = readMint(lookup(token.mint))?.decimals ?? 0
    balances.push({ accountIndex, mint: token.mint, owner: token.owner, programId: account.programAddress, uiTokenAmount: uiTokenAmount(token.amount, decimals) })
  })
  return balances
}

/** `jsonParsed` data of a token-program account, as agave's account decoder writes it. */
export function parsedTokenData(account: ChainAccount, lookup: AccountLookup): object | undefined {
  if (!account.exists) return undefined
  const program = account.programAddress === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022'
  const space = account.data.length
  const mint = readMint(account)
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: unwrapOption(mint.freezeAuthority),
      isInitialized: mint.isInitialized,
      mintAuthority: unwrapOption(mint.mintAuthority),
      supply: mint.supply.toString(),
    }
    return { program, parsed: { info, type: 'mint' }, space }
  }
  const token = readTokenAccount(account)
  if (!token) return undefined
  const decimals = readMint(lookup(token.mint))?.decimals ?? 0
  const delegate = unwrapOption(token.delegate)
  const closeAuthority = unwrapOption(token.closeAuthority)
  const rentExemptReserve = unwrapOption(token.isNative)
  const info = {
    isNative: rentExemptReserve !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
    tokenAmount: uiTokenAmount(token.amount, decimals),
    ...(delegate ? { delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) } : {}),
    ...(closeAuthority ? { closeAuthority } : {}),
    ...(rentExemptReserve !== null ? { rentExemptReserve: uiTokenAmount(rentExemptReserve, 9) } : {}),
  }
  return { program, parsed: { info, type: 'account' }, space }
}
