/**
 * SPEC §3 "Wallet asset response (`wallet_getAssets`, keyed by chain hex id)", EIP-7811: the embedded wallet's
 * balance is the wallet's answer for the chain; where it has none (it refuses the method or does not discover
 * assets there, its answer fails the schema, no native entry) the node's, as before. One frame request: the
 * wallet's `assetDiscovery` capability is not asked first, its answer says the same.
 */
import * as z from 'zod/mini'

const hex = z.string().check(z.regex(/^0x[0-9a-f]+$/i))

/**
 * `{ [chain hex id]: [{ address: '0x…' | 'native', balance: hex, type: 'native' | 'erc20' | 'erc721' | …, metadata? }] }`:
 * the fields read here (an entry's others are dropped).
 */
export const walletAssetsSchema = z.record(hex, z.array(z.object({ balance: hex, type: z.string() })))
export type WalletAssets = z.infer<typeof walletAssetsSchema>

interface Requester {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** The native balance the wallet reports for `address` on `chainId`, or undefined when it reports none. */
export async function walletNativeBalance(wallet: Requester, address: string, chainId: number): Promise<bigint | undefined> {
  const chain = `0x${chainId.toString(16)}`
  const assets = walletAssetsSchema.safeParse(await wallet.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chain] }] }))
  const native = Object.entries(assets.data ?? {})
    .filter(([id]) => Number(id) === chainId)
    .flatMap(([, list]) => list)
    .find((asset) => asset.type === 'native')
  return native ? BigInt(native.balance) : undefined
}
