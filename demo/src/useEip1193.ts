/** The connected wallet's EIP-1193 provider, typed just enough for the demo's requests. */
import { useWalletProvider } from 'portico/react'

export interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

export function useEip1193(): { provider?: Eip1193; address?: string } {
  const { walletProvider, address } = useWalletProvider<Eip1193>('eip155')
  return { provider: walletProvider, address }
}

export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message)
  return String(error)
}
