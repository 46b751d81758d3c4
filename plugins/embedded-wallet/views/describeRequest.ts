/** What the approval view tells the user about a request: a title and a few readable lines. */
import { base58 } from '@scure/base'

export interface RequestDescription {
  title: string
  lines: string[]
}

function utf8(bytes: Uint8Array, fallback: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return fallback
  }
}

function decodeHexText(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(value)) return typeof value === 'string' ? value : undefined
  return utf8(Uint8Array.from(value.slice(2).match(/../g) ?? [], (pair) => parseInt(pair, 16)), value)
}

/** solana_signMessage carries the message's bytes in base58 (WalletConnect's shape). */
function decodeBase58Text(value: unknown): string {
  if (typeof value !== 'string') return ''
  try {
    return utf8(base58.decode(value), value)
  } catch {
    return value
  }
}

export function describeRequest(method: string, params: unknown): RequestDescription {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign this message?', lines: [decodeHexText(list[0]) ?? ''] }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: unknown; value?: unknown }
      const wei = typeof tx.value === 'string' ? BigInt(tx.value) : 0n
      return { title: 'Send this transaction?', lines: [`To: ${String(tx.to ?? '')}`, `Value: ${wei.toString()} wei`] }
    }
    case 'eth_signTypedData_v4':
      return { title: 'Sign this typed data?', lines: [] }
    case 'solana_signMessage':
      return { title: 'Sign this message?', lines: [decodeBase58Text((params as { message?: unknown } | undefined)?.message)] }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
      return { title: 'Sign this Solana transaction?', lines: [] }
    case 'solana_signAndSendTransaction':
      return { title: 'Send this Solana transaction?', lines: [] }
    default:
      return { title: 'Approve this request?', lines: [] }
  }
}
