/** solana_signMessage through the Solana provider (any Solana connection: Wallet Standard, WalletConnect, email); shows the signature. */
import type { ReactElement } from 'react'
import { base58 } from '@scure/base'
import { useWalletProvider } from 'portico/react'
import { ChainSignForm } from './ChainSignForm'

interface SolanaProvider {
  request(args: { method: 'solana_signMessage'; params: { message: string; pubkey: string } }): Promise<{ signature: string }>
}

export function SolanaSignForm(): ReactElement {
  const { walletProvider, address } = useWalletProvider<SolanaProvider>({ namespace: 'solana' })
  const sign =
    walletProvider && address
      ? async (message: string) => {
          const params = { message: base58.encode(new TextEncoder().encode(message)), pubkey: address }
          return (await walletProvider.request({ method: 'solana_signMessage', params })).signature
        }
      : undefined
  return <ChainSignForm chain="Solana" description="solana_signMessage with the connected Solana account; the signature is base58." sign={sign} />
}
