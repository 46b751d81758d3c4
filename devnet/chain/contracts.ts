/**
 * Compiles devnet/contracts/*.sol with solc-js. The output is cached under
 * .devnet/ keyed by a hash of the sources and compiler version, so a warm
 * start skips the compiler entirely.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}
export type CompiledContracts = Record<string, CompiledContract>

const here = path.dirname(fileURLToPath(import.meta.url))
const CONTRACTS_DIR = path.resolve(here, '../contracts')
export const DEVNET_CACHE_DIR = path.resolve(here, '../../.devnet')
const SOLC_VERSION = '0.8.30'

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

export async function compileContracts(): Promise<CompiledContracts> {
  const files = (await readdir(CONTRACTS_DIR)).filter((file) => file.endsWith('.sol')).sort()
  const sources: Record<string, { content: string }> = {}
  for (const file of files) sources[file] = { content: await readFile(path.join(CONTRACTS_DIR, file), 'utf8') }

  const hash = createHash('sha256').update(SOLC_VERSION).update(JSON.stringify(sources)).digest('hex').slice(0, 16)
  const cacheFile = path.join(DEVNET_CACHE_DIR, `contracts-${hash}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledContracts
  } catch {
    // Not cached yet: compile below.
  }

  // solc-js is CommonJS and slow to load (~0.5 s): required only on a cache miss.
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
  const input = {
    language: 'Solidity',
    sources,
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`solc: ${errors.map((error) => error.formattedMessage).join('\n')}`)

  const compiled: CompiledContracts = {}
  for (const contracts of Object.values(output.contracts)) {
    for (const [name, contract] of Object.entries(contracts)) {
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  await mkdir(DEVNET_CACHE_DIR, { recursive: true })
  await writeFile(cacheFile, JSON.stringify(compiled))
  return compiled
}
