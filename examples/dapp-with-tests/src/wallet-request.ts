/** A wallet request as the app runs it: its result, or the app's own words for what went wrong. */
import { useState } from 'react'

export interface WalletRequest {
  busy: boolean
  result?: string
  error?: string
  run(request: () => Promise<string>): Promise<void>
}

/** EIP-1193 and Solana wallets alike answer a refusal with code 4001 (user rejected the request). */
function declined(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === 4001) return true
  }
  return false
}

/** `declinedText` is what the app says when the person refuses in the wallet. */
export function useWalletRequest(declinedText: string): WalletRequest {
  const [state, setState] = useState<{ busy: boolean; result?: string; error?: string }>({ busy: false })
  async function run(request: () => Promise<string>): Promise<void> {
    setState({ busy: true })
    try {
      setState({ busy: false, result: await request() })
    } catch (error) {
      setState({ busy: false, error: declined(error) ? declinedText : `The wallet could not do it: ${error instanceof Error ? error.message : String(error)}` })
    }
  }
  return { ...state, run }
}
