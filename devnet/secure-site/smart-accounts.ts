/**
 * Smart accounts of the embedded wallet's users (SPEC §6 eoa / smartAccount): each user's EVM key owns a
 * SimpleAccount (EntryPoint 0.8, the devnet's SimpleAccountFactory), counterfactual until its first user
 * operation, at the same address on every devnet chain. Sends from it are user operations through the devnet
 * bundler. SimpleAccount implements no ERC-1271: a message is signed by its owner key, and a verifier that checks
 * the signature against the smart account's address refuses it (SPEC §8 'This application might not support
 * Smart Accounts').
 */
import { createPublicClient, defineChain, http, type Address, type Hex, type PublicClient } from 'viem'
import { createBundlerClient, type BundlerClient, type SmartAccount } from 'viem/account-abstraction'
import { SimpleSmartAccount } from 'permissionless/accounts/simple'
import type { User } from './accounts'
import { HttpError } from './http-util'

export interface SmartAccountChain {
  rpcUrl: string
  entryPoint: Address
  simpleAccountFactory: Address
  bundlerUrl: string
}

/** Chain id -> the ERC-4337 deployment the smart accounts use there. */
export type SmartAccountChains = ReadonlyMap<number, SmartAccountChain>

/** 100 ETH for a new smart account: it pays its own user operations (no paymaster on the devnet). */
const STARTING_BALANCE = '0x56bc75e2d63100000'

/** How often a user operation's receipt is asked for, and for how long. */
const RECEIPT_POLL_MS = 500
const RECEIPT_TIMEOUT_MS = 60_000

/**
 * The user operation's receipt. A bundler that fails to answer (5xx, a server error) is asked again until the
 * wait is over: its trouble says nothing of the operation, which may be mined already, and a send reported
 * failed would be sent again (viem's waitForUserOperationReceipt gives up at the first such error).
 */
async function minedReceipt(bundler: BundlerClient, hash: Hex) {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const receipt = await bundler.getUserOperationReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    if (Date.now() >= deadline) throw new HttpError(504, `User operation ${hash} was not mined within ${RECEIPT_TIMEOUT_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

interface Handle {
  account: SmartAccount
  bundler: BundlerClient
  client: PublicClient
}

export class SmartAccounts {
  readonly #handles = new Map<string, Promise<Handle>>()
  readonly #funded = new Set<string>()

  constructor(private readonly chains: SmartAccountChains) {}

  enabledNetworks(): number[] {
    return [...this.chains.keys()]
  }

  #chain(chainId: number): SmartAccountChain {
    const chain = this.chains.get(chainId)
    if (!chain) throw new HttpError(400, `Smart accounts are not enabled on chain ${chainId}`)
    return chain
  }

  handle(user: User, chainId: number): Promise<Handle> {
    const key = `${user.identity}|${chainId}`
    let handle = this.#handles.get(key)
    if (!handle) {
      const chain = this.#chain(chainId)
      const viemChain = defineChain({ id: chainId, name: `devnet-${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
      const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) }) as PublicClient
      handle = SimpleSmartAccount.toSimpleSmartAccount({
        client,
        owner: user.keys.evm,
        entryPoint: { address: chain.entryPoint, version: '0.8' },
        factoryAddress: chain.simpleAccountFactory,
      }).then((account) => ({ account, client, bundler: createBundlerClient({ account, client, transport: http(chain.bundlerUrl) }) }))
      handle.catch(() => this.#handles.delete(key))
      this.#handles.set(key, handle)
    }
    return handle
  }

  /** INIT_SMART_ACCOUNT: the address (funded once, so its first user operation can pay) and whether it holds code. */
  async init(user: User, chainId: number): Promise<{ address: Address; isDeployed: boolean }> {
    const { account, client } = await this.handle(user, chainId)
    const key = `${account.address}|${chainId}`
    if (!this.#funded.has(key)) {
      await client.request({ method: 'anvil_setBalance' as never, params: [account.address, STARTING_BALANCE] as never })
      this.#funded.add(key)
    }
    return { address: account.address, isDeployed: await account.isDeployed() }
  }

  /** Send calls as one user operation; resolves once the bundler mined it. */
  async send(user: User, chainId: number, calls: Array<{ to: Address; value?: bigint; data?: Hex }>) {
    const { bundler } = await this.handle(user, chainId)
    const userOpHash = await bundler.sendUserOperation({ calls: calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })) })
    const receipt = await minedReceipt(bundler, userOpHash)
    if (!receipt.success) throw new HttpError(400, `User operation ${userOpHash} reverted${receipt.reason ? `: ${receipt.reason}` : ''}`)
    return { userOpHash, transactionHash: receipt.receipt.transactionHash, receipt }
  }

  /** The owner's signature (SimpleAccount has no ERC-1271, so no signature of its own verifies). */
  signMessage(user: User, message: string | { raw: Hex }): Promise<Hex> {
    return user.keys.evm.signMessage({ message })
  }

  /** EIP-5792 wallet_getCallsStatus of a user operation hash (its calls id). */
  async callsStatus(user: User, chainId: number, id: Hex) {
    const { bundler } = await this.handle(user, chainId)
    const receipt = await bundler.getUserOperationReceipt({ hash: id }).catch(() => undefined)
    const base = { version: '2.0.0', id, chainId: `0x${chainId.toString(16)}`, atomic: true }
    if (!receipt) return { ...base, status: 100 }
    const { receipt: tx } = receipt
    return {
      ...base,
      status: receipt.success ? 200 : 500,
      receipts: [{ logs: tx.logs.map(({ address, data, topics }) => ({ address, data, topics })), status: receipt.success ? '0x1' : '0x0', blockHash: tx.blockHash, blockNumber: `0x${tx.blockNumber.toString(16)}`, gasUsed: `0x${tx.gasUsed.toString(16)}`, transactionHash: tx.transactionHash }],
    }
  }
}
