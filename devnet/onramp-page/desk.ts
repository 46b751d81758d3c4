/**
 * The on-ramp desk: what the devnet's on-ramp routes and page share. A generated URL opens a session (who
 * buys what, on which chain); the page confirms it, which credits the wallet on anvil from the deployer
 * account (#9, which holds ETH and every seeded token: never #0, the tests' wallet) and records a purchase
 * that the history route returns with `onramp=coinbase`.
 */
import { randomUUID } from 'node:crypto'
import { erc20Abi, getAddress, parseEther, parseUnits, type Address, type Hash } from 'viem'
import { TOKENS, type TokenSpec } from '../chain/assets'
import { chainClients } from '../chain/deploy'
import { receiptOf } from '../chain/receipt'
import type { DevChain } from '../chain/devchain'

/** What the devnet sells: the native token and the seeded tokens. */
export type OnrampAsset = 'ETH' | TokenSpec['symbol']
export const ONRAMP_ASSETS: readonly OnrampAsset[] = ['ETH', ...TOKENS.map((token) => token.symbol)]

export interface OnrampSession {
  id: string
  address: Address
  chain: DevChain
  asset: OnrampAsset
  /** Whole units of the asset, as a decimal string. */
  amount: string
  status: 'open' | 'done' | 'cancelled'
  hash?: Hash
}

export interface OnrampPurchase {
  hash: Hash
  chain: DevChain
  from: Address
  to: Address
  asset: OnrampAsset
  amount: string
  minedAt: Date
}

export interface OnrampDesk {
  open(args: { address: Address; chain: DevChain; asset: OnrampAsset; amount: string }): OnrampSession
  session(id: string): OnrampSession | undefined
  /** Credits the session's wallet on its chain; resolves once mined. A session is credited once. */
  confirm(id: string): Promise<OnrampSession>
  cancel(id: string): OnrampSession | undefined
  /** The recorded purchases of `address`, newest first. */
  purchasesOf(address: Address): OnrampPurchase[]
}

export function decimalsOf(asset: OnrampAsset): number {
  return asset === 'ETH' ? 18 : (TOKENS.find((token) => token.symbol === asset)?.decimals ?? 18)
}

export function createOnrampDesk(funder: Address): OnrampDesk {
  const sessions = new Map<string, OnrampSession>()
  const purchases: OnrampPurchase[] = []
  // One credit at a time: the funder's nonces stay in order.
  let queue: Promise<unknown> = Promise.resolve()

  async function credit(session: OnrampSession): Promise<Hash> {
    const { walletClient, publicClient } = chainClients(session.chain.chainId, session.chain.rpcUrl)
    const chain = walletClient.chain
    const hash =
      session.asset === 'ETH'
        ? await walletClient.sendTransaction({ account: funder, chain, to: session.address, value: parseEther(session.amount) })
        : await walletClient.writeContract({
            account: funder,
            chain,
            address: session.chain.assets.tokens[session.asset],
            abi: erc20Abi,
            functionName: 'transfer',
            args: [session.address, parseUnits(session.amount, decimalsOf(session.asset))],
          })
    const receipt = await receiptOf(publicClient, hash, 30_000)
    if (receipt.status !== 'success') throw new Error(`on-ramp credit ${hash} reverted`)
    return hash
  }

  return {
    open({ address, chain, asset, amount }) {
      const session: OnrampSession = { id: randomUUID(), address: getAddress(address), chain, asset, amount, status: 'open' }
      sessions.set(session.id, session)
      return session
    },
    session: (id) => sessions.get(id),
    confirm(id) {
      const session = sessions.get(id)
      if (!session) return Promise.reject(new Error('Unknown on-ramp session'))
      if (session.status !== 'open') return Promise.resolve(session)
      const run = queue.then(async () => {
        if (session.status !== 'open') return session
        const hash = await credit(session)
        session.status = 'done'
        session.hash = hash
        purchases.unshift({ hash, chain: session.chain, from: funder, to: session.address, asset: session.asset, amount: session.amount, minedAt: new Date() })
        return session
      })
      queue = run.catch(() => undefined)
      return run
    },
    cancel(id) {
      const session = sessions.get(id)
      if (session?.status === 'open') session.status = 'cancelled'
      return session
    },
    purchasesOf: (address) => purchases.filter((purchase) => purchase.to === getAddress(address)),
  }
}
