/**
 * ERC-4337 on the devnet chains: EntryPoint 0.8 and SimpleAccountFactory
 * deployed on each, and the bundler serving them.
 */
import type { CompiledContracts } from '../chain/contracts'
import type { FaultStore } from '../faults'
import { startBundler, type RunningBundler } from './bundler'
import { deployAccountAbstraction, type AccountAbstraction } from './deploy'

export type { AccountAbstraction } from './deploy'

export interface AccountAbstractionOptions {
  chains: { chainId: number; rpcUrl: string }[]
  contracts: CompiledContracts
  faults: FaultStore
  /** The bundler's port (default: a free one). */
  port?: number
}

export interface AccountAbstractionStack {
  bundler: RunningBundler
  deploymentOf(chainId: number): AccountAbstraction
}

export async function startAccountAbstraction(options: AccountAbstractionOptions): Promise<AccountAbstractionStack> {
  const simulations = options.contracts.EntryPointSimulations
  if (!simulations) throw new Error('devnet: EntryPointSimulations not compiled')
  const chains = await Promise.all(options.chains.map(async (chain) => ({ ...chain, aa: await deployAccountAbstraction(chain.chainId, chain.rpcUrl, options.contracts) })))
  const bundler = await startBundler({ port: options.port, chains, simulations, faults: options.faults })
  return {
    bundler,
    deploymentOf(chainId) {
      const found = chains.find((chain) => chain.chainId === chainId)
      if (!found) throw new Error(`devnet: no ERC-4337 deployment on chain ${chainId}`)
      return found.aa
    },
  }
}
