/**
 * `porticoWagmiConfig({ modal, chains, transports? })`: wagmi's `createConfig` with the Portico connector
 * as its only connector. Wallets are picked in Portico's modal, so wagmi's own EIP-6963 discovery is off;
 * each chain reads through the RPC URL Portico resolved for it unless the app gives a transport.
 */
import { createConfig, http, type CreateConfigParameters, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import * as z from 'zod/mini'
import { PorticoError } from '../errors'
import type { Modal } from '../types'
import { porticoConnector } from './connector'
import { WAGMI_MESSAGES } from './messages'
import { eip155Network } from './session'

export type PorticoWagmiConfigParameters<chains extends readonly [Chain, ...Chain[]]> = Omit<
  CreateConfigParameters<chains, Record<chains[number]['id'], Transport>>,
  'chains' | 'transports' | 'connectors' | 'client'
> & {
  /** The app's Portico modal (`createModal` with the eip155 adapter). */
  modal: Modal
  /** wagmi's chains: each must be one of the modal's eip155 networks (same id). */
  chains: chains
  /** Per chain id; default: `http(url)` with the RPC URL the modal resolved for that network. */
  transports?: Partial<Record<chains[number]['id'], Transport>>
}

const optionsSchema = z.object({
  modal: z.object({ getState: z.function(), subscribe: z.function(), kernel: z.object({ config: z.object({ networks: z.array(z.unknown()) }) }) }),
  chains: z.array(z.object({ id: z.number().check(z.int(), z.positive()), name: z.string() })).check(z.minLength(1)),
  transports: z.optional(z.record(z.string(), z.unknown())),
})

const invalid = (details: string) => new PorticoError('WAGMI_INVALID_OPTIONS', WAGMI_MESSAGES.WAGMI_INVALID_OPTIONS(details))

/** What each option must be, named once per option that fails. */
const EXPECTED: Record<string, string> = {
  modal: 'modal: expected the modal createModal returns',
  chains: 'chains: expected one or more wagmi (viem) chains, each with an integer id and a name',
  transports: 'transports: expected wagmi transports by chain id',
}

export function porticoWagmiConfig<const chains extends readonly [Chain, ...Chain[]]>(parameters: PorticoWagmiConfigParameters<chains>) {
  const checked = optionsSchema.safeParse(parameters)
  if (!checked.success) {
    const options = new Set(checked.error.issues.map((issue) => String(issue.path[0] ?? 'modal')))
    throw invalid([...options].map((option) => EXPECTED[option] ?? option).join('; '))
  }
  const { modal, chains, transports = {}, ...rest } = parameters
  const given = transports as Partial<Record<number, Transport>>
  const resolved: Record<number, Transport> = {}
  for (const chain of chains) {
    const network = eip155Network(modal, chain.id)
    if (!network) throw invalid(WAGMI_MESSAGES.WAGMI_CHAIN_NOT_IN_MODAL(chain.id))
    resolved[chain.id] = given[chain.id] ?? http(network.rpcUrls.default.http[0])
  }
  return createConfig({
    multiInjectedProviderDiscovery: false,
    ...rest,
    chains,
    transports: resolved as Record<chains[number]['id'], Transport>,
    connectors: [porticoConnector({ modal })],
  })
}
