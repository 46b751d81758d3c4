/**
 * CAIP-122 sign-in messages: EIP-4361 text for eip155 (its chain line carries the numeric chain id), the same
 * shape with the namespace's account name and the CAIP-2 id for the others.
 */
import type { Namespace } from '../../kernel/plugin'

export interface SiwxMessageInput {
  domain: string
  address: string
  /** CAIP-2, e.g. 'eip155:1'. */
  chainId: string
  uri: string
  version: '1'
  nonce: string
  issuedAt: string
  statement?: string
  expirationTime?: string
}

const ACCOUNT_NAMES: Record<Namespace, string> = { eip155: 'Ethereum', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin' }

export function createSiwxMessage(input: SiwxMessageInput): string {
  const [namespace, reference] = input.chainId.split(':') as [Namespace, string]
  const lines = [`${input.domain} wants you to sign in with your ${ACCOUNT_NAMES[namespace] ?? namespace} account:`, input.address, '']
  if (input.statement) lines.push(input.statement, '')
  lines.push(
    `URI: ${input.uri}`,
    `Version: ${input.version}`,
    `Chain ID: ${namespace === 'eip155' ? reference : input.chainId}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
  )
  if (input.expirationTime) lines.push(`Expiration Time: ${input.expirationTime}`)
  return lines.join('\n')
}
