/**
 * The devnet "secure site" of the embedded wallet (DESIGN: devnet): the
 * frame page the bridge loads, its backend (e-mail OTP into a dev inbox,
 * device approval, OAuth and Farcaster stand-ins, sessions, keys, signing),
 * on its own 127.0.0.1 port, so on an origin distinct from the app's.
 */
import { createServer } from 'node:http'
import { Accounts, type User } from './accounts'
import type { SiteContext } from './context'
import { Inbox } from './inbox'
import { OtpStore } from './otp-store'
import { listenOnLoopback } from '../server-utils'
import { jsonRpc } from './rpc'
import { createHandler } from './server'
import { SmartAccounts, type SmartAccountChain } from './smart-accounts'
import { Waiters } from './waiters'

export interface SecureSiteOptions {
  port?: number
  /** Chain id -> JSON-RPC URL of the devnet chains the embedded wallet uses. */
  chains: { rpc: Record<number | string, string> }
  /** The devnet's Solana RPC: users' Solana keys sign and send there, and each new user gets SOL. */
  solanaRpc?: string
  /** App origins allowed to embed the frame; default: any loopback http origin. */
  appOrigins?: string[]
  /** Chain id -> ERC-4337 deployment and bundler: each user gets a SimpleAccount there (none: smart accounts off). */
  smartAccounts?: Record<number, SmartAccountChain>
}

export interface SecureSite {
  /** The frame page URL to give the bridge as `secureSiteUrl`. */
  url: string
  origin: string
  /** One-time codes mailed to `email`, oldest first. */
  inbox(email: string): string[]
  /** Device-approval links mailed to `email`, oldest first. */
  deviceLinks(email: string): string[]
  stop(): Promise<void>
}

/** 100 ETH (and 10 SOL) for each new embedded account, so transactions work at once. */
const STARTING_BALANCE = '0x56bc75e2d63100000'
const STARTING_LAMPORTS = 10_000_000_000
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

function originAllowList(appOrigins: string[] | undefined, ownOrigin: () => string) {
  return (candidate: string): boolean => {
    if (appOrigins) return appOrigins.includes(candidate)
    try {
      const url = new URL(candidate)
      return url.origin === candidate && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && candidate !== ownOrigin()
    } catch {
      return false
    }
  }
}

export async function startSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const rpcUrls = new Map(Object.entries(options.chains.rpc).map(([id, url]) => [Number(id), url]))
  const { solanaRpc } = options
  const fund = async (user: User) => {
    await Promise.all([
      ...[...rpcUrls.values()].map((url) => jsonRpc(url, 'anvil_setBalance', [user.keys.evm.address, STARTING_BALANCE]).catch(() => undefined)),
      solanaRpc ? jsonRpc(solanaRpc, 'requestAirdrop', [user.keys.solana.address, STARTING_LAMPORTS]).catch(() => undefined) : undefined,
    ])
  }
  const inbox = new Inbox()
  let origin = ''
  const ctx: SiteContext = {
    get origin() {
      return origin
    },
    accounts: new Accounts([...rpcUrls.keys()][0] ?? 1, fund),
    inbox,
    otps: new OtpStore(inbox),
    rpcUrls,
    solanaRpcUrl: solanaRpc,
    smartAccounts: new SmartAccounts(new Map(Object.entries(options.smartAccounts ?? {}).map(([id, chain]) => [Number(id), chain]))),
    isAllowedAppOrigin: originAllowList(options.appOrigins, () => origin),
    deviceWaiters: new Waiters(),
    farcasterWaiters: new Waiters(),
    deviceLinks: new Map(),
    socialStates: new Map(),
    socialCodes: new Map(),
    farcasterChannels: new Map(),
    emailUpdates: new Map(),
  }

  const server = await listenOnLoopback(createServer(createHandler(ctx)), options.port)
  origin = server.url

  return {
    url: `${origin}/frame`,
    origin,
    inbox: (email) => inbox.otpsFor(email),
    deviceLinks: (email) => inbox.messagesFor(email).flatMap((message) => (message.kind === 'device' ? [message.link] : [])),
    async stop() {
      ctx.deviceWaiters.releaseAll()
      ctx.farcasterWaiters.releaseAll()
      await server.stop()
    },
  }
}
