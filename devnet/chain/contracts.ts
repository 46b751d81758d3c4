/**
 * Compiles devnet/contracts/*.sol and the ERC-4337 contracts (devnet/aa)
 * with solc-js. Each output is cached under .devnet/ keyed by a hash of the
 * sources, settings and compiler version, so a warm start skips the compiler
 * entirely.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { accountAbstractionJob } from '../aa/contracts'

export interface CompiledContract {
  abi: Abi
  bytecode: Hex
  /** Runtime code, for eth_call state overrides. */
  deployedBytecode: Hex
}
export type CompiledContracts = Record<string, CompiledContract>

const here = path.dirname(fileURLToPath(import.meta.url))
const CONTRACTS_DIR = path.resolve(here, '../contracts')
export const DEVNET_CACHE_DIR = path.resolve(here, '../../.devnet')
const SOLC_VERSION = '0.8.30'

/** One solc-js standard-JSON compile. */
export interface SolidityJob {
  /** Cache file prefix. */
  name: string
  sources: Record<string, { content: string }>
  settings: Record<string, unknown>
  /** What else shapes the output and is not in `sources` (e.g. versions of imported packages). */
  cacheKey?: string
  /** solc-js import callback for files not in `sources`. */
  findImport?: (importPath: string) => { contents: string } | { error: string }
  /** Contracts to keep (default: all). */
  keep?: readonly string[]
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>
}

/** The published kit's contracts, compiled when it was packed (devnet/build.mjs writes dist/contracts.json). */
async function prebuilt(): Promise<CompiledContracts | undefined> {
  try {
    return JSON.parse(await readFile(new URL('./contracts.json', import.meta.url), 'utf8')) as CompiledContracts
  } catch {
    return undefined // run from source: compile (or read the .devnet/ cache)
  }
}

export async function compileContracts(): Promise<CompiledContracts> {
  const ready = await prebuilt()
  if (ready) return ready
  const files = (await readdir(CONTRACTS_DIR)).filter((file) => file.endsWith('.sol')).sort()
  const sources: Record<string, { content: string }> = {}
  for (const file of files) sources[file] = { content: await readFile(path.join(CONTRACTS_DIR, file), 'utf8') }
  const own = await compileCached({ name: 'contracts', sources, settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris' } })
  return { ...own, ...(await compileCached(await accountAbstractionJob())) }
}

async function compileCached(job: SolidityJob): Promise<CompiledContracts> {
  const hash = createHash('sha256').update(SOLC_VERSION).update(JSON.stringify([job.sources, job.settings, job.cacheKey ?? ''])).digest('hex').slice(0, 16)
  const cacheFile = path.join(DEVNET_CACHE_DIR, `${job.name}-${hash}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledContracts
  } catch {
    // Not cached yet: compile below.
  }

  // solc-js is CommonJS and slow to load (~0.5 s): required only on a cache miss.
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string, callbacks?: { import: SolidityJob['findImport'] }): string }
  const input = {
    language: 'Solidity',
    sources: job.sources,
    settings: { ...job.settings, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), job.findImport && { import: job.findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`solc: ${errors.map((error) => error.formattedMessage).join('\n')}`)

  const compiled: CompiledContracts = {}
  for (const contracts of Object.values(output.contracts)) {
    for (const [name, contract] of Object.entries(contracts)) {
      if (job.keep && !job.keep.includes(name)) continue
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}`, deployedBytecode: `0x${contract.evm.deployedBytecode.object}` }
    }
  }
  await mkdir(DEVNET_CACHE_DIR, { recursive: true })
  // Write then rename: a devnet starting meanwhile never reads half a file.
  const partial = `${cacheFile}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(compiled))
  await rename(partial, cacheFile)
  return compiled
}
