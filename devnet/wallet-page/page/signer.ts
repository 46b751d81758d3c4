/**
 * Answers a dapp's request with the dev key once the person approved it:
 * personal_sign, eth_signTypedData_v4, eth_sendTransaction (sent to the
 * devnet chain the request names).
 */
import { createWalletClient, http, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { WalletPageChain } from './config'

export interface SignRequest {
  method: string
  params: unknown
  /** CAIP-2, e.g. 'eip155:1'. */
  chainId: string
}

export function createSigner(privateKey: Hex, chains: WalletPageChain[]) {
  const account: PrivateKeyAccount = privateKeyToAccount(privateKey)

  function chainOf(caip: string): WalletPageChain {
    const chain = chains.find((candidate) => `eip155:${candidate.id}` === caip)
    if (!chain) throw new Error(`Unknown chain ${caip}`)
    return chain
  }

  async function sendTransaction(chainId: string, tx: Record<string, string | undefined>): Promise<Hex> {
    const chain = chainOf(chainId)
    const client = createWalletClient({
      account,
      chain: { id: chain.id, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } },
      transport: http(chain.rpcUrl),
    })
    return client.sendTransaction({
      to: tx.to as Hex,
      value: tx.value ? BigInt(tx.value) : undefined,
      data: tx.data as Hex | undefined,
      gas: tx.gas ? BigInt(tx.gas) : undefined,
    })
  }

  return {
    address: account.address,
    async answer({ method, params, chainId }: SignRequest): Promise<unknown> {
      const args = params as unknown[]
      switch (method) {
        case 'personal_sign':
          return account.signMessage({ message: { raw: args[0] as Hex } })
        case 'eth_signTypedData_v4': {
          const typed = typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1]
          return account.signTypedData(typed)
        }
        case 'eth_sendTransaction':
          return sendTransaction(chainId, args[0] as Record<string, string | undefined>)
        default:
          throw new Error(`The dev wallet does not support ${method}`)
      }
    },
  }
}
