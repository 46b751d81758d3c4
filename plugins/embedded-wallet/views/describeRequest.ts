/** What the approval view tells the user about a request: a title and a few readable lines. */
export interface RequestDescription {
  title: string
  lines: string[]
}

function decodeHexText(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(value)) return typeof value === 'string' ? value : undefined
  const bytes = Uint8Array.from(value.slice(2).match(/../g) ?? [], (pair) => parseInt(pair, 16))
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
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
    default:
      return { title: 'Approve this request?', lines: [] }
  }
}
