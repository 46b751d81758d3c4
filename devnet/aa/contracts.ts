/**
 * The ERC-4337 contracts the devnet deploys, compiled from the Solidity
 * sources of @account-abstraction/contracts 0.8 (and their @openzeppelin
 * imports, read from node_modules) by chain/contracts.ts into its cache.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { SolidityJob } from '../chain/contracts'

const AA_PACKAGE = '@account-abstraction/contracts'
/** Compiled and kept: the simulations contract is never deployed, only used as an eth_call code override. */
export const AA_CONTRACTS = ['EntryPoint', 'EntryPointSimulations', 'SimpleAccountFactory'] as const
const ENTRY_FILES = ['core/EntryPoint.sol', 'core/EntryPointSimulations.sol', 'accounts/SimpleAccountFactory.sol']

// Resolved on first use: only a compile needs the sources, and the published kit ships compiled contracts
// without them.
const aaRoot = () => path.dirname(createRequire(import.meta.url).resolve(`${AA_PACKAGE}/package.json`))

/** OpenZeppelin is the AA package's own dependency: resolved from there, wherever npm put it. */
function packageRoot(name: string): string {
  return path.dirname(createRequire(path.join(aaRoot(), 'package.json')).resolve(`${name}/package.json`))
}

/** solc-js import callback: '@scope/pkg/some/File.sol' read from that package in node_modules. */
function findImport(importPath: string): { contents: string } | { error: string } {
  const parts = importPath.split('/')
  const nameLength = importPath.startsWith('@') ? 2 : 1
  try {
    const root = packageRoot(parts.slice(0, nameLength).join('/'))
    return { contents: readFileSync(path.join(root, ...parts.slice(nameLength)), 'utf8') }
  } catch (error) {
    return { error: `cannot import ${importPath}: ${(error as Error).message}` }
  }
}

const versionOf = async (root: string) => (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string }).version

export async function accountAbstractionJob(): Promise<SolidityJob> {
  const root = aaRoot()
  const sources: SolidityJob['sources'] = {}
  for (const file of ENTRY_FILES) sources[`${AA_PACKAGE}/${file}`] = { content: await readFile(path.join(root, file), 'utf8') }
  return {
    name: 'account-abstraction',
    sources,
    // As upstream builds EntryPoint 0.8: transient storage needs cancun.
    settings: { optimizer: { enabled: true, runs: 1_000_000 }, evmVersion: 'cancun' },
    // Imported files are not hashed: the package versions pin them.
    cacheKey: `${await versionOf(root)} ${await versionOf(packageRoot('@openzeppelin/contracts'))}`,
    findImport,
    keep: AA_CONTRACTS,
  }
}
