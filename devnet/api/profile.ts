/**
 * Account names (SPEC §7 `/v1/profile/*`): registration with a signed message,
 * lookup, reverse lookup and suggestions. Names live in the devnet zone
 * `wcn.id` (e.g. `alice-dev.wcn.id`) and in memory for the life of the devnet.
 * Registration checks what the hosted service checks: the name's form
 * (SPEC §5), the coin type (an EVM chain id with the top bit set, SPEC §5) of
 * a devnet chain, a timestamp (seconds) under 10 minutes old, that the name is
 * free, and the signature, verified through that chain so smart accounts'
 * ERC-1271 / ERC-6492 signatures pass too. Refusals are 400 with
 * `{ reasons: [{ description }] }`; the client shows the first.
 */
import type { ServerResponse } from 'node:http'
import { getAddress, isAddress, isAddressEqual, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'
import type { DevChain } from '../chain/devchain'
import { isHostile } from '../hostile'
import { hostileReverseLookup, hostileSuggestions } from '../hostile-flows'
import { json, type Route } from '../server-utils'

export const DEVNET_NAME_ZONE = 'wcn.id'
/** SPEC §5: letters, digits and hyphens, at least 4 characters (63 at most, a DNS label). */
const LABEL = /^[a-z0-9-]{4,63}$/
const MESSAGE_MAX_AGE_SECONDS = 10 * 60
/** Clock skew allowed for a timestamp slightly ahead of the devnet's. */
const MESSAGE_MAX_SKEW_SECONDS = 60
const EVM_COIN_TYPE_FLAG = 0x80000000
const API_VERSION = '2'

interface NameRecord {
  name: string
  /** Keyed by coin type (chain id | 0x80000000), as a decimal string. */
  addresses: Record<string, { address: Address; created_at: string }>
  attributes: { key: string; value: string }[]
  created_at: string
}

const RegisterBody = z.object({
  coin_type: z.number().check(z.int()),
  address: z.string(),
  message: z.string().check(z.maxLength(4096)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'expected a 0x-prefixed hex signature')),
})
const SignedMessage = z.object({
  name: z.string(),
  attributes: z.optional(z.record(z.string(), z.string())),
  timestamp: z.number().check(z.int()),
})

function refuse(res: ServerResponse, descriptions: string[]): void {
  json(res, 400, { status: 'FAILED', message: descriptions[0], reasons: descriptions.map((description) => ({ description })) })
}
const issues = (error: z.core.$ZodError, where: string) => error.issues.map((issue) => `${[where, ...issue.path].join('.')}: ${issue.message}`)

/** `label.wcn.id` lower-cased, or undefined when the label breaks SPEC §5. */
function fullName(name: string): string | undefined {
  const lower = name.toLowerCase()
  const suffix = `.${DEVNET_NAME_ZONE}`
  return lower.endsWith(suffix) && LABEL.test(lower.slice(0, -suffix.length)) ? lower : undefined
}

/** The registered names, shared with the identity route (which answers an address's name). */
export type NameStore = Map<string, NameRecord>

/** The name most recently registered for `address`, for the identity route. */
export function registeredNameOf(names: NameStore, address: string): string | undefined {
  const records = [...names.values()].filter((record) => Object.values(record.addresses).some((entry) => isAddressEqual(entry.address, address as Address)))
  return records.at(-1)?.name
}

export function profileRoutes(chains: DevChain[], names: NameStore = new Map()): Route[] {
  const badVersion = (version: string | null) => version !== null && version !== API_VERSION

  /** Every cheap check of a registration, as reasons; the signature is checked once these pass. */
  function registrationProblems(body: z.infer<typeof RegisterBody>, message: z.infer<typeof SignedMessage>, now: number): string[] {
    const problems: string[] = []
    if (!fullName(message.name)) problems.push(`Name ${message.name} is invalid: use letters, digits and hyphens (at least 4) followed by .${DEVNET_NAME_ZONE}`)
    if (!isAddress(body.address, { strict: false })) problems.push(`Address ${body.address} is not an EVM address`)
    const chainId = body.coin_type - EVM_COIN_TYPE_FLAG
    if (body.coin_type < EVM_COIN_TYPE_FLAG || body.coin_type > 0xffffffff) {
      problems.push(`coin_type ${body.coin_type} is not an EVM coin type (the chain id with the top bit set, chainId | 0x80000000)`)
    } else if (!chains.some((chain) => chain.chainId === chainId)) {
      problems.push(`coin_type ${body.coin_type} is chain ${chainId}, not a devnet chain (${chains.map((chain) => chain.chainId).join(', ')})`)
    }
    if (message.timestamp > now + MESSAGE_MAX_SKEW_SECONDS) problems.push('Message timestamp is in the future (it must be in seconds)')
    else if (message.timestamp < now - MESSAGE_MAX_AGE_SECONDS) problems.push('Message timestamp is more than 10 minutes old: sign a new message')
    return problems
  }

  async function register(res: ServerResponse, rawBody: unknown): Promise<void> {
    const body = z.safeParse(RegisterBody, rawBody)
    if (!body.success) return refuse(res, issues(body.error, 'body'))
    let messageJson: unknown
    try {
      messageJson = JSON.parse(body.data.message)
    } catch {
      return refuse(res, ['message must be the JSON of { name, attributes, timestamp }'])
    }
    const message = z.safeParse(SignedMessage, messageJson)
    if (!message.success) return refuse(res, issues(message.error, 'message'))
    const now = Math.floor(Date.now() / 1000)
    const problems = registrationProblems(body.data, message.data, now)
    if (problems.length > 0) return refuse(res, problems)

    const name = fullName(message.data.name) as string
    if (names.has(name)) return refuse(res, [`Name ${name} is already registered`])
    const chain = chains.find((candidate) => candidate.chainId === body.data.coin_type - EVM_COIN_TYPE_FLAG) as DevChain
    const address = getAddress(body.data.address)
    const valid = await chain.client.verifyMessage({ address, message: body.data.message, signature: body.data.signature as Hex }).catch(() => false)
    if (!valid) return refuse(res, [`The signature is not ${address}'s signature of the message`])
    // Checked again after the await: two registrations of one name may race.
    if (names.has(name)) return refuse(res, [`Name ${name} is already registered`])

    const createdAt = new Date(now * 1000).toISOString()
    const record: NameRecord = {
      name,
      addresses: { [String(body.data.coin_type)]: { address, created_at: createdAt } },
      attributes: Object.entries(message.data.attributes ?? {}).map(([key, value]) => ({ key, value })),
      created_at: createdAt,
    }
    names.set(name, record)
    json(res, 200, record)
  }

  return [
    {
      method: 'GET',
      path: '/v1/profile/account/:name',
      handler: ({ res, url, params }) => {
        if (badVersion(url.searchParams.get('apiVersion'))) return refuse(res, [`apiVersion must be ${API_VERSION}`])
        const name = fullName(params.name ?? '')
        if (!name) return refuse(res, [`Name ${params.name} is not a .${DEVNET_NAME_ZONE} name of letters, digits and hyphens (at least 4)`])
        const record = names.get(name)
        if (!record) return json(res, 404, { status: 'FAILED', message: `Name ${name} is not registered` })
        json(res, 200, record)
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      handler: ({ req, res, url, params }) => {
        if (badVersion(url.searchParams.get('apiVersion'))) return refuse(res, [`apiVersion must be ${API_VERSION}`])
        const address = params.address ?? ''
        if (!isAddress(address, { strict: false })) return refuse(res, [`Address ${address} is not an EVM address`])
        const records = [...names.values()].filter((record) => Object.values(record.addresses).some((entry) => isAddressEqual(entry.address, address)))
        if (!isHostile(req)) return json(res, 200, records)
        const now = new Date().toISOString()
        const template: NameRecord = { name: '', addresses: { [String(EVM_COIN_TYPE_FLAG | 1)]: { address: getAddress(address), created_at: now } }, attributes: [], created_at: now }
        json(res, 200, hostileReverseLookup(records, template))
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      handler: ({ req, res, url, params }) => {
        const zone = url.searchParams.get('zone') ?? DEVNET_NAME_ZONE
        if (zone.replace(/^\./, '') !== DEVNET_NAME_ZONE) return refuse(res, [`Zone ${zone} is not served here; the devnet zone is ${DEVNET_NAME_ZONE}`])
        const label = (params.name ?? '').toLowerCase().replace(`.${DEVNET_NAME_ZONE}`, '').replace(/[^a-z0-9-]/g, '')
        if (!label) return refuse(res, ['A name needs letters or digits'])
        const candidates = new Set([label, `${label}1`, `${label}2`, `${label}-wallet`, `my-${label}`].filter((candidate) => LABEL.test(candidate)))
        const suggestions = [...candidates].map((candidate) => `${candidate}.${DEVNET_NAME_ZONE}`).map((name) => ({ name, registered: names.has(name) }))
        json(res, 200, { suggestions: isHostile(req) ? hostileSuggestions(suggestions, DEVNET_NAME_ZONE) : suggestions })
      },
    },
    { method: 'POST', path: '/v1/profile/account', handler: ({ res, body }) => register(res, body) },
  ]
}
