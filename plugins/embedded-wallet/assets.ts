/**
 * SPEC §3 "Wallet asset response (`wallet_getAssets`, keyed by chain hex id)", EIP-7811: the embedded wallet's
 * balance comes from the wallet when its EIP-5792 capabilities say it discovers assets on the chain, else
 * (no capability, an answer that fails its schema, no native entry) from the node, as before.
 */
import * as z from 'zod/mini'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))

/** `{ [chain hex id]: [{ address: '0x…' | 'native', balance: hex, type: 'native' | 'erc20' | 'erc721' | …, metadata? }] }` */
export const walletAssetsSchema = z.record(
  hex,
  z.array(z.object({ address: z.string(), balance: hex, type: z.string(), metadata: z.optional(z.unknown()) })),
)
export type WalletAssets = z.infer<typeof walletAssetsSchema>

/** wallet_getCapabilities: per chain hex id, the capabilities this code reads (others are ignored). */
export const capabilitiesSchema = z.record(z.string(), z.object({ assetDiscovery: z.optional(z.object({ supported: z.boolean() })) }))

interface Requester {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const sameChain = (id: string, chainId: number) => /^0x[0-9a-fA-F]+$/.test(id) && Number(id) === chainId

/** The native balance the wallet reports for `address` on `chainId`, or undefined when it does not discover assets there. */
export async function walletNativeBalance(wallet: Requester, address: string, chainId: number): Promise<bigint | undefined> {
  const capabilities = capabilitiesSchema.safeParse(await wallet.request({ method: 'wallet_getCapabilities', params: [address] }))
  if (!capabilities.success) return undefined
  const supported = Object.entries(capabilities.data).some(([id, entry]) => sameChain(id, chainId) && entry.assetDiscovery?.supported)
  if (!supported) return undefined
  const chain = `0x${chainId.toString(16)}`
  const assets = walletAssetsSchema.safeParse(await wallet.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chain] }] }))
  if (!assets.success) return undefined
  const native = Object.entries(assets.data)
    .filter(([id]) => sameChain(id, chainId))
    .flatMap(([, list]) => list)
    .find((asset) => asset.type === 'native')
  return native ? BigInt(native.balance) : undefined
}
