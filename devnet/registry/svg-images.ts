/**
 * The network and token images the registry serves (SPEC §7 getAssetImage, getTokenImage): small SVG files
 * drawn for the devnet (./images), read once and checked to be inert (no script, no event handler, no
 * outside reference) before they are served. A network id the devnet does not know has no image (404), so
 * the modal shows its generated fallback, as it would for a network the real registry lacks.
 */
import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'

/** eip155 networks by CAIP-2 id; the other namespaces' networks share their chain's mark (as Solana's clusters do). */
const NETWORK_FILES: Record<string, string> = { 'eip155:1': 'ethereum', 'eip155:8453': 'base' }
const CHAIN_FILES: Record<string, string> = { solana: 'solana', bip122: 'bitcoin', polkadot: 'polkadot' }
const TOKEN_FILES: Record<string, string> = { ETH: 'ethereum', SOL: 'solana', USDC: 'usdc', WBTC: 'wbtc', DAI: 'dai' }

const CAIP_NETWORK_ID = /^([-a-z0-9]{3,8}):[-_a-zA-Z0-9]{1,32}$/
/** What an inert image never holds: scripts, foreign HTML, handlers, links or styles that could reach out. */
const UNSAFE = /<script|<foreignObject|<iframe|<style|\son[a-z]+\s*=|(?:href|src)\s*=\s*["'](?!#)|url\((?!#)|<!ENTITY/i

const cache = new Map<string, string>()

/** The file's text after the safety check; a file that fails it stops the devnet instead of reaching a page. */
export function svgImage(file: string): string {
  let svg = cache.get(file)
  if (svg === undefined) {
    svg = readFileSync(new URL(`./images/${file}.svg`, import.meta.url), 'utf8').trim()
    if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') || !svg.endsWith('</svg>') || UNSAFE.test(svg)) {
      throw new Error(`devnet/registry/images/${file}.svg is not an inert SVG image`)
    }
    cache.set(file, svg)
  }
  return svg
}

export type SvgLookup = { file: string } | { missing: true } | undefined

/** Which drawn image an image route's id names: a file, none (a network without an image), or undefined (not ours). */
export function svgFileFor(route: 'asset' | 'token' | 'other', id: string): SvgLookup {
  if (route === 'token') return TOKEN_FILES[id] ? { file: TOKEN_FILES[id] } : undefined
  if (route !== 'asset') return undefined
  const namespace = CAIP_NETWORK_ID.exec(id)?.[1]
  if (namespace === undefined) return undefined
  const file = NETWORK_FILES[id] ?? CHAIN_FILES[namespace]
  return file ? { file } : { missing: true }
}

/** An SVG served so that it can only ever be an image: its own type, no sniffing, a CSP that runs nothing. */
export function sendSvg(res: ServerResponse, svg: string): void {
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': String(Buffer.byteLength(svg)),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cache-control': 'public, max-age=3600',
  })
  res.end(svg)
}

/** The drawn files, for the devnet's build (copied beside the bundle) and its tests. */
export const SVG_FILES = [...new Set([...Object.values(NETWORK_FILES), ...Object.values(CHAIN_FILES), ...Object.values(TOKEN_FILES)])]
