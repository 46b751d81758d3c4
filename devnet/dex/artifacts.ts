/**
 * Uniswap V2 bytecode from the compiled artifacts the npm packages ship
 * (`@uniswap/v2-core/build`, `@uniswap/v2-periphery/build`): nothing to compile.
 *
 * Router02's UniswapV2Library computes pair addresses (`pairFor`) from a
 * hard-coded INIT_CODE_PAIR_HASH instead of asking the factory. That only works
 * if the hash is keccak256 of the pair creation code embedded in the factory we
 * deploy; the published builds match (0x96e8…845f), and `loadDexArtifacts`
 * refuses to go on if a package update ever breaks that.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { keccak256, type Hex } from 'viem'

export interface DexArtifacts {
  factory: Hex
  router: Hex
  weth: Hex
  /** keccak256 of the pair creation code: what CREATE2 and Router02's `pairFor` use. */
  pairInitCodeHash: Hex
}

const require = createRequire(import.meta.url)

function bytecodeOf(artifact: string): Hex {
  const { bytecode } = JSON.parse(readFileSync(require.resolve(artifact), 'utf8')) as { bytecode?: string }
  if (!bytecode) throw new Error(`devnet dex: ${artifact} has no bytecode`)
  return bytecode.startsWith('0x') ? (bytecode as Hex) : `0x${bytecode}`
}

let loaded: DexArtifacts | undefined

/** Read once per process (both chains share it): about 1 MB of JSON. */
export function loadDexArtifacts(): DexArtifacts {
  if (loaded) return loaded
  const pair = bytecodeOf('@uniswap/v2-core/build/UniswapV2Pair.json')
  const factory = bytecodeOf('@uniswap/v2-core/build/UniswapV2Factory.json')
  const router = bytecodeOf('@uniswap/v2-periphery/build/UniswapV2Router02.json')
  const weth = bytecodeOf('@uniswap/v2-periphery/build/WETH9.json')
  const pairInitCodeHash = keccak256(pair)
  if (!factory.includes(pair.slice(2))) throw new Error('devnet dex: the factory does not embed the published pair bytecode')
  if (!router.includes(pairInitCodeHash.slice(2))) {
    throw new Error(`devnet dex: Router02 hard-codes another INIT_CODE_PAIR_HASH than the pair's ${pairInitCodeHash}; pairFor would miss every pool`)
  }
  loaded = { factory, router, weth, pairInitCodeHash }
  return loaded
}
