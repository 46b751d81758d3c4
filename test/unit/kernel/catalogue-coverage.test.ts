/// <reference types="vite/client" />
/**
 * SPEC §8, the whole catalogue: every message the spec words is in a message group (the kernel's catalogue,
 * the frame's, a plugin's or an adapter's), and each is either raised by product code (its code read outside
 * the file that defines it) or listed in the README's "Messages Portico never raises" with its reason. A
 * listed one must really be unreferenced, so the list cannot go stale. Each raise has its own test beside its
 * code; this one keeps the catalogue and the README honest.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ALERTS, WALLET_ERROR_CODES } from '../../../kernel/errors'

const ROOT = join(__dirname, '../../..')

/** Every SPEC §8 message, parameters filled with sample values. */
const SPEC_MESSAGES = [
  'An error occurred',
  'Request was aborted',
  'Something went wrong',
  'W3mFrame: iframe is not set',
  'Unable to load email login dependency',
  'Network not supported for Gas Price',
  'Network not supported for Swaps',
  'Token Balance Unavailable',
  'Please call connect() before request()',
  'Sign Client not initialized',
  "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
  "Failed to switch to chain eip155:10. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.",
  'Missing address parameter in `wallet_getCapabilities` request',
  'Fetching call status not approved by the wallet.',
  'JSON-RPC provider for eip155:1 not found',
  'No RPC url provided for chainId',
  'Failed to fetch transactions',
  "Transactions can't be fetched without an accountAddress",
  'Chain is required to set account prop',
  'Chain is required to update chain account data',
  'Chain adapter not found',
  'NetworkController client not set',
  'ConnectionController client not set',
  'Chain is required to get connection controller client',
  'Failed to disconnect chains',
  'Failed to disconnect chain solana: timeout',
  'Failed to disconnect',
  'Error resolving name',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'Error registering name ada',
  'Network not found',
  'Address or auth connector not found',
  'Unknown error',
  'Transaction started',
  'Failed to send transaction. Please try again.',
  'Failed to initialize swap',
  'Failed to fetch network token price',
  'Failed to check allowance',
  'Failed to create approval transaction',
  'Failed to create transaction',
  'Transaction error',
  'Approve limit increase in your wallet',
  'Confirm transaction in your wallet',
  'Swapping 1 ETH to 3000 USDC',
  'Swapped 1 ETH to 3000 USDC',
  'Unsupported chain',
  'Chain is not supported',
  'Adapter not found',
  'CaipNetwork is undefined',
  'A problem occurred while trying initialize authentication',
  'Signature declined',
  'This application might not support Smart Accounts',
  'Requested RPC call is not allowed',
  'Block at number "latest" could not be found.',
]
/** The SPEC §8 alerts and wallet error codes, by their codes. */
const SPEC_ALERTS = ['INVALID_APP_CONFIGURATION', 'JWT_TOKEN_NOT_VALID', 'INVALID_PROJECT_ID', 'SWITCH_NETWORK_NOT_FOUND', 'SOCIALS_TIMEOUT', 'PROJECT_ID_NOT_CONFIGURED']
const SPEC_WALLET_CODES = { UNRECOGNIZED_CHAIN_ID: 4902, DEFAULT: 5000, INVALID_CHAIN_ID: 32603, USER_REJECTED: 4001 }

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}
const PRODUCT = ['kernel', 'plugins', 'adapters'].flatMap(sources)
/** The code without its comments, so a code named in a comment does not count as raised. */
const code = (path: string) => readFileSync(join(ROOT, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '')
const CODE = new Map(PRODUCT.map((path) => [path, code(path)]))

/** The message groups: every exported `*_MESSAGES` object of the files that hold them, with its file. */
const GROUP_FILES = PRODUCT.filter((path) => /(^kernel\/errors\.ts|^kernel\/frame\/errors\.ts|\/messages\.ts|^adapters\/eip155\/errors\.ts)$/.test(path))
const modules = import.meta.glob(['../../../kernel/errors.ts', '../../../kernel/frame/errors.ts', '../../../plugins/*/messages.ts', '../../../adapters/*/messages.ts', '../../../adapters/eip155/errors.ts'], { eager: true })

type Entry = { code: string; file: string; matches(text: string): boolean }
const MARK = '\u0001'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const entries: Entry[] = Object.entries(modules).flatMap(([specifier, module]) => {
  const file = specifier.replace(/^(\.\.\/)+/, '')
  return Object.entries(module as Record<string, unknown>)
    .filter(([name]) => name.endsWith('_MESSAGES') && name !== 'MESSAGES')
    .flatMap(([, group]) =>
      Object.entries(group as Record<string, unknown>).map(([entryCode, entry]): Entry => {
        if (typeof entry === 'string') return { code: entryCode, file, matches: (text) => text === entry }
        const sample = (entry as (...args: string[]) => string)(MARK, MARK, MARK)
        const pattern = new RegExp(`^${escape(sample).replaceAll(MARK, '.+')}$`)
        // A pass-through (a node's or an API's own text) words nothing of its own.
        return { code: entryCode, file, matches: (text) => sample.replaceAll(MARK, '') !== '' && pattern.test(text) }
      }),
    )
})

/** A read of the code: as a string ('CODE', errorIn's way) or a group's property (GROUP.CODE); not a bare name. */
const reads = (entryCode: string, text: string) =>
  (text.match(new RegExp(`['"]${entryCode}['"]|\\.${entryCode}\\b`, 'g')) ?? []).length - (text.match(new RegExp(`code: ['"]${entryCode}['"]`, 'g')) ?? []).length
/** Where a code is read outside the files that define it. */
const raisers = (entryCode: string, definedIn: readonly string[]) =>
  [...CODE].filter(([path, text]) => !definedIn.includes(path) && reads(entryCode, text) > 0).map(([path]) => path)
/** Read in the file that defines it (errorMessage's 'Unknown error', the API alerts). */
const readWhereDefined = (entryCode: string, file: string) => reads(entryCode, CODE.get(file) ?? '') > 0

/** The README's list: the rows of the table under "Messages Portico never raises". */
function unreachableList(): Array<{ message: string; code?: string }> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('### Messages Portico never raises'))
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('|')))
  return table
    .split('\n')
    .filter((line) => line.startsWith("| '"))
    .map((line) => {
      const [message, entryCode] = line.split(' | ')
      return { message: message!.slice(3, -1), code: /`([A-Z_]+)`/.exec(entryCode ?? '')?.[1] }
    })
}

describe('SPEC §8 catalogue coverage', () => {
  const unreachable = unreachableList()

  it('the README lists the messages Portico never raises', () => {
    expect(unreachable.map(({ message }) => message)).toEqual(['Sign Client not initialized', 'NetworkController client not set', 'Chain is required to get connection controller client'])
  })

  it('every SPEC §8 message is in a message group, and is raised by product code or listed as unreachable', () => {
    const unaccounted: string[] = []
    for (const message of SPEC_MESSAGES) {
      const listed = unreachable.find((entry) => entry.message === message)
      const found = entries.filter((entry) => entry.matches(message))
      if (listed) {
        // Unreachable: no product code reads its code (a group entry may exist, for the catalogue's sake).
        for (const entry of found) expect(raisers(entry.code, GROUP_FILES), `${message} is listed as unreachable but raised`).toEqual([])
        continue
      }
      const raised = found.some((entry) => raisers(entry.code, [entry.file]).length > 0 || readWhereDefined(entry.code, entry.file))
      if (!raised) unaccounted.push(`${message} (${found.map((entry) => entry.code).join(', ') || 'in no group'})`)
    }
    expect(unaccounted).toEqual([])
  })

  it("every entry of the kernel's catalogue is raised somewhere or listed as unreachable", () => {
    const kernelEntries = entries.filter((entry) => entry.file === 'kernel/errors.ts')
    expect(kernelEntries.length).toBeGreaterThan(40)
    const unaccounted = kernelEntries
      .filter((entry) => raisers(entry.code, ['kernel/errors.ts']).length === 0 && !readWhereDefined(entry.code, entry.file))
      .map((entry) => entry.code)
      .filter((entryCode) => !unreachable.some((listed) => listed.code === entryCode))
    expect(unaccounted).toEqual([])
  })

  it('every SPEC §8 alert and wallet code is defined and used', () => {
    for (const alert of SPEC_ALERTS) {
      const defined = alert in ALERTS || entriesOfAlert(alert)
      expect(defined, alert).toBe(true)
      // A plugin's alert is shown through its object (SOCIALS_TIMEOUT_ALERT), outside the messages file that holds it.
      const shownAsObject = [...CODE].some(([path, text]) => !path.endsWith('/messages.ts') && new RegExp(`\\b${alert}_ALERT\\b`).test(text))
      expect(raisers(alert, ['kernel/errors.ts']).length > 0 || readWhereDefined(alert, 'kernel/errors.ts') || shownAsObject, alert).toBe(true)
    }
    expect(WALLET_ERROR_CODES).toMatchObject(SPEC_WALLET_CODES)
    for (const name of Object.keys(SPEC_WALLET_CODES)) expect(raisers(name, ['kernel/errors.ts']).length, name).toBeGreaterThan(0)
  })
})

function entriesOfAlert(alert: string): boolean {
  return [...CODE.values()].some((text) => text.includes(`code: '${alert}'`))
}
