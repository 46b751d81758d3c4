/** signMessage through the Bitcoin provider with the connected payment address; shows the signature (BIP-322 or ECDSA, as the wallet signs). */
import type { ReactElement } from 'react'
import { useWalletProvider } from 'portico/react'
import { ChainSignForm } from './ChainSignForm'

interface BitcoinProvider {
  request(args: { method: 'signMessage'; params: { address: string; message: string } }): Promise<{ signature: string; protocol?: string }>
}

export function BitcoinSignForm(): ReactElement {
  const { walletProvider, address } = useWalletProvider<BitcoinProvider>({ namespace: 'bip122' })
  const sign =
    walletProvider && address
      ? async (message: string) => (await walletProvider.request({ method: 'signMessage', params: { address, message } })).signature
      : undefined
  return <ChainSignForm chain="Bitcoin" description="signMessage with the connected payment address; the signature is base64." sign={sign} />
}
