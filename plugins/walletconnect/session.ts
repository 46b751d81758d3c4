/**
 * Reading a settled session (CAIP-25 session namespaces, CAIP-10 accounts
 * 'chain:reference:address') for one namespace. Sessions come from the wallet
 * through the relay: a trust boundary, so they are parsed with zod. Pure.
 */
import * as z from 'zod/mini'
import type { CaipNetworkId, ConnectResult } from '../../kernel/plugin'

const caip10 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/))

const sessionNamespaceSchema = z.object({
  accounts: z.array(caip10),
  chains: z.optional(z.array(z.string())),
  methods: z.array(z.string()),
  events: z.array(z.string()),
})

export const sessionNamespacesSchema = z.record(z.string(), sessionNamespaceSchema)
export type SessionNamespaces = z.infer<typeof sessionNamespacesSchema>

export interface SessionAccount {
  chain: string
  reference: string
  address: string
}

export function parseAccount(caipAccount: string): SessionAccount {
  const [namespace = '', reference = '', address = ''] = caipAccount.split(':')
  return { chain: `${namespace}:${reference}`, reference, address }
}

/** The session's accounts of a namespace (also keys like 'eip155:1' that scope one chain). */
export function namespaceAccounts(namespaces: SessionNamespaces, namespace: string): SessionAccount[] {
  return Object.entries(namespaces)
    .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
    .flatMap(([, value]) => value.accounts.map(parseAccount))
}

/** The chains the wallet approved for a namespace (CAIP-2). */
export function approvedChains(namespaces: SessionNamespaces, namespace: string): string[] {
  return [...new Set(namespaceAccounts(namespaces, namespace).map((account) => account.chain))]
}

export function approvedMethods(namespaces: SessionNamespaces, namespace: string): string[] {
  return Object.entries(namespaces)
    .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
    .flatMap(([, value]) => value.methods)
}

/**
 * The connect result on a namespace: the accounts on the preferred chain when
 * the wallet approved it, else on the first approved chain. Undefined when the
 * session has no account there.
 */
export function connectResultOf(namespaces: SessionNamespaces, namespace: string, preferredChain?: string): ConnectResult | undefined {
  const accounts = namespaceAccounts(namespaces, namespace)
  const first = accounts[0]
  if (!first) return undefined
  const chain = preferredChain && accounts.some((account) => account.chain === preferredChain) ? preferredChain : first.chain
  const onChain = [...new Set(accounts.filter((account) => account.chain === chain).map((account) => account.address))]
  const reference = chain.slice(chain.indexOf(':') + 1)
  const chainId = namespace === 'eip155' ? Number(reference) : reference
  return {
    address: onChain[0] as string,
    chainId,
    accounts: onChain.map((address) => ({ address, type: 'eoa' })),
    // SPEC §3: the chains the wallet approved for this session; it cannot be asked to add others.
    networkState: { approvedCaipNetworkIds: approvedChains(namespaces, namespace) as CaipNetworkId[], supportsAllNetworks: false },
  }
}
