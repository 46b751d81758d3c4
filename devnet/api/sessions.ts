/**
 * Sign-in sessions of an address (SPEC §7 `/v1/sessions/*`). SPEC lists the
 * list and revoke routes; the hosted service also creates sessions, which the
 * spec does not show, so the devnet adds:
 *   GET  /v1/sessions/nonce               → { nonce }: one-time, 10 minutes
 *   POST /v1/sessions/{address}           { message, signature } → the session
 * The message is an EIP-4361 (CAIP-122 eip155) sign-in message: its address
 * is the path's, its chain a devnet chain, its nonce one the devnet issued and
 * nobody used, its domain the host of its uri (and of the request's Origin,
 * when a browser sends one), issued under 10 minutes ago and not expired. The
 * signature is verified through that chain (ERC-1271 / ERC-6492 included).
 * Revoking takes the address's signature of the session's pci. Sessions live
 * in memory for the life of the devnet; refusals are 400 with `{ reasons }`.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { getAddress, isAddress, isAddressEqual, type Address, type Hex } from 'viem'
import { parseSiweMessage, type SiweMessage } from 'viem/siwe'
import * as z from 'zod/mini'
import type { DevChain } from '../chain/devchain'
import { json, type Route } from '../server-utils'

const NONCE_TTL_MS = 10 * 60_000
const MESSAGE_MAX_AGE_MS = 10 * 60_000
const CLOCK_SKEW_MS = 60_000
/** Lifetime of a session whose message sets no expirationTime. */
const DEFAULT_SESSION_MS = 7 * 24 * 3600_000

interface SignInSession {
  /** The session's id (its permission context id on the hosted service). */
  pci: string
  address: Address
  /** CAIP-2, e.g. 'eip155:1'. */
  chainId: string
  domain: string
  uri: string
  statement?: string
  issuedAt: string
  expiresAt: string
  createdAt: string
}

const Signature = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'expected a 0x-prefixed hex signature'))
const CreateBody = z.object({ message: z.string().check(z.minLength(1), z.maxLength(8192)), signature: Signature })
const RevokeBody = z.object({ pci: z.string().check(z.minLength(1), z.maxLength(128)), signature: Signature })

function refuse(res: ServerResponse, descriptions: string[]): void {
  json(res, 400, { status: 'FAILED', message: descriptions[0], reasons: descriptions.map((description) => ({ description })) })
}
const issues = (error: z.core.$ZodError) => error.issues.map((issue) => `${['body', ...issue.path].join('.')}: ${issue.message}`)

const REQUIRED_FIELDS = ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const
type SignInMessage = SiweMessage & Required<Pick<SiweMessage, (typeof REQUIRED_FIELDS)[number]>>

export function sessionRoutes(chains: DevChain[]): Route[] {
  const nonces = new Map<string, number>()
  const sessions = new Map<string, SignInSession>()
  const live = (session: SignInSession) => Date.parse(session.expiresAt) > Date.now()

  /** Every reason the message cannot open a session for `address`, given the request's Origin. */
  function messageProblems(fields: Partial<SiweMessage>, address: string, origin: string | undefined): string[] {
    const missing = REQUIRED_FIELDS.filter((field) => fields[field] === undefined)
    if (missing.length > 0) return [`message is not an EIP-4361 sign-in message (missing ${missing.join(', ')})`]
    const message = fields as SignInMessage
    const problems: string[] = []
    const now = Date.now()
    if (message.version !== '1') problems.push(`Version ${message.version} is not supported (1 is)`)
    if (!isAddressEqual(message.address, address as Address)) problems.push(`The message signs in ${message.address}, not ${address}`)
    if (!chains.some((chain) => chain.chainId === message.chainId)) problems.push(`Chain ${message.chainId} is not a devnet chain (${chains.map((chain) => chain.chainId).join(', ')})`)
    const issuedUntil = nonces.get(message.nonce)
    if (issuedUntil === undefined || issuedUntil < now) problems.push('The nonce was not issued by GET /v1/sessions/nonce, has expired or was already used')
    let uriHost: string | undefined
    try {
      uriHost = new URL(message.uri).host
    } catch {
      problems.push(`uri ${message.uri} is not a URL`)
    }
    if (uriHost !== undefined && uriHost !== message.domain) problems.push(`The domain ${message.domain} is not the host of the uri ${message.uri}`)
    if (origin && URL.canParse(origin) && new URL(origin).host !== message.domain) problems.push(`The domain ${message.domain} is not the requesting origin ${origin}`)
    const issuedAt = message.issuedAt.getTime()
    if (Number.isNaN(issuedAt) || issuedAt > now + CLOCK_SKEW_MS || issuedAt < now - MESSAGE_MAX_AGE_MS) problems.push('The message was not issued in the last 10 minutes')
    if (message.expirationTime && message.expirationTime.getTime() <= now) problems.push('The message has expired')
    if (message.notBefore && message.notBefore.getTime() > now + CLOCK_SKEW_MS) problems.push('The message is not valid yet (notBefore)')
    return problems
  }

  async function create(res: ServerResponse, address: string, rawBody: unknown, origin: string | undefined): Promise<void> {
    const body = z.safeParse(CreateBody, rawBody)
    if (!body.success) return refuse(res, issues(body.error))
    const fields = parseSiweMessage(body.data.message)
    const problems = messageProblems(fields, address, origin)
    if (problems.length > 0) return refuse(res, problems)
    const message = fields as SignInMessage
    const chain = chains.find((candidate) => candidate.chainId === message.chainId) as DevChain
    const signer = getAddress(address)
    const valid = await chain.client.verifyMessage({ address: signer, message: body.data.message, signature: body.data.signature as Hex }).catch(() => false)
    if (!valid) return refuse(res, [`The signature is not ${signer}'s signature of the message`])
    // Spent by the first session it opens (checked again: two requests may race on one nonce).
    if (!nonces.delete(message.nonce)) return refuse(res, ['The nonce was already used'])

    const session: SignInSession = {
      pci: randomUUID(),
      address: signer,
      chainId: `eip155:${message.chainId}`,
      domain: message.domain,
      uri: message.uri,
      ...(message.statement !== undefined && { statement: message.statement }),
      issuedAt: message.issuedAt.toISOString(),
      expiresAt: (message.expirationTime ?? new Date(Date.now() + DEFAULT_SESSION_MS)).toISOString(),
      createdAt: new Date().toISOString(),
    }
    sessions.set(session.pci, session)
    json(res, 200, session)
  }

  async function revoke(res: ServerResponse, address: string, rawBody: unknown): Promise<void> {
    const body = z.safeParse(RevokeBody, rawBody)
    if (!body.success) return refuse(res, issues(body.error))
    const session = sessions.get(body.data.pci)
    if (!session || !isAddressEqual(session.address, address as Address)) return json(res, 404, { status: 'FAILED', message: `No session ${body.data.pci} for ${address}` })
    const chain = chains.find((candidate) => `eip155:${candidate.chainId}` === session.chainId) as DevChain
    const valid = await chain.client.verifyMessage({ address: session.address, message: session.pci, signature: body.data.signature as Hex }).catch(() => false)
    if (!valid) return refuse(res, [`The signature is not ${session.address}'s signature of the pci ${session.pci}`])
    sessions.delete(session.pci)
    json(res, 200, { success: true, pci: session.pci })
  }

  const withAddress = (res: ServerResponse, address: string | undefined, then: (address: string) => void | Promise<void>) =>
    address && isAddress(address, { strict: false }) ? then(address) : refuse(res, [`Address ${address} is not an EVM address`])

  return [
    {
      // Before /v1/sessions/:address, which would otherwise take 'nonce' for an address.
      method: 'GET',
      path: '/v1/sessions/nonce',
      handler: ({ res }) => {
        const now = Date.now()
        for (const [nonce, until] of nonces) if (until < now) nonces.delete(nonce)
        // EIP-4361: at least 8 alphanumeric characters.
        const nonce = randomBytes(12).toString('hex')
        nonces.set(nonce, now + NONCE_TTL_MS)
        json(res, 200, { nonce })
      },
    },
    {
      method: 'GET',
      path: '/v1/sessions/:address',
      handler: ({ res, params }) =>
        withAddress(res, params.address, (address) => json(res, 200, [...sessions.values()].filter((session) => live(session) && isAddressEqual(session.address, address as Address)))),
    },
    {
      method: 'POST',
      path: '/v1/sessions/:address',
      handler: ({ req, res, params, body }) => withAddress(res, params.address, (address) => create(res, address, body, req.headers.origin)),
    },
    {
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      handler: ({ res, params, body }) => withAddress(res, params.address, (address) => revoke(res, address, body)),
    },
  ]
}
