/**
 * The secure site's backend: what the frame page calls (same origin, JSON).
 * Login by e-mail (device approval, then a one-time code), the OAuth and
 * Farcaster stand-ins, sessions, the wallet user, and RPC execution.
 */
import { randomBytes } from 'node:crypto'
import type { Session, User } from './accounts'
import type { ApiBody, ApiPath } from './api-schemas'
import { LONG_POLL_MS, type SiteContext } from './context'
import { HttpError } from './http-util'
import { executeRpc } from './rpc'

const randomCode = () => randomBytes(16).toString('hex')
const loginPurpose = (email: string, deviceId: string) => `login|${email}|${deviceId}`
const devnetEmail = (provider: string) => `dev.${provider}@portico.devnet`

/** The session user's SimpleAccount on the session's chain (SPEC §5: only where smart accounts are enabled). */
async function initSmartAccount(ctx: SiteContext, session: Session) {
  const chainId = typeof session.chainId === 'number' ? session.chainId : Number(String(session.chainId).replace(/^eip155:/, ''))
  const user = ctx.accounts.userOf(session)
  const result = await ctx.smartAccounts.init(user, chainId)
  user.smartAccount = result.address
  return result
}

function signedIn(ctx: SiteContext, user: User) {
  const session = ctx.accounts.startSession(user)
  return { token: session.token, user: ctx.accounts.walletUser(session) }
}

function sendDeviceLink(ctx: SiteContext, email: string, deviceId: string): void {
  const code = randomCode()
  ctx.deviceLinks.set(code, { email, deviceId })
  ctx.inbox.deliver({ kind: 'device', to: email, link: `${ctx.origin}/device/approve?code=${code}`, at: Date.now() })
}

/** The redirect target the OAuth stand-in returns to: on the app's own origin, never elsewhere. */
function checkedRedirect(ctx: SiteContext, appOrigin: string, redirectUri: string | undefined): string {
  if (!ctx.isAllowedAppOrigin(appOrigin)) throw new HttpError(403, 'Unauthorized: origin not allowed')
  const target = new URL(redirectUri ?? '/', appOrigin)
  if (target.origin !== appOrigin) throw new HttpError(400, 'The redirect URI must be on the app origin')
  return target.toString()
}

type Handlers = { [P in ApiPath]: (ctx: SiteContext, body: ApiBody<P>) => Promise<unknown> }

export const apiHandlers: Handlers = {
  async '/api/email/connect'(ctx, { email, deviceId }) {
    const address = email.toLowerCase()
    if (!ctx.accounts.isDeviceApproved(address, deviceId)) {
      sendDeviceLink(ctx, address, deviceId)
      return { action: 'VERIFY_DEVICE' }
    }
    ctx.otps.issue(loginPurpose(address, deviceId), address)
    return { action: 'VERIFY_OTP' }
  },

  /** Long-poll until the inbox link approved this device; then the code is mailed. */
  async '/api/email/device'(ctx, { email, deviceId }) {
    const address = email.toLowerCase()
    if (!ctx.accounts.isDeviceApproved(address, deviceId)) {
      const approved = await ctx.deviceWaiters.wait(`${address}|${deviceId}`, LONG_POLL_MS)
      if (!approved) throw new HttpError(408, 'Device not approved yet')
    }
    ctx.otps.issue(loginPurpose(address, deviceId), address)
    return {}
  },

  async '/api/email/otp'(ctx, { email, deviceId, otp }) {
    const address = email.toLowerCase()
    if (!ctx.accounts.isDeviceApproved(address, deviceId)) throw new HttpError(403, 'Device not approved')
    if (!ctx.otps.verify(loginPurpose(address, deviceId), otp)) throw new HttpError(400, 'Invalid code')
    return signedIn(ctx, await ctx.accounts.findOrCreateByEmail(address))
  },

  async '/api/session'(ctx, { token }) {
    const session = ctx.accounts.peekSession(token)
    return session ? { isConnected: true, user: ctx.accounts.walletUser(session) } : { isConnected: false }
  },

  async '/api/user'(ctx, { token, chainId }) {
    const session = ctx.accounts.session(token)
    if (chainId !== undefined) session.chainId = chainId
    return ctx.accounts.walletUser(session)
  },

  async '/api/switch-network'(ctx, { token, chainId }) {
    const session = ctx.accounts.session(token)
    session.chainId = chainId
    return { chainId }
  },

  async '/api/preferred-account'(ctx, { token, type }) {
    const session = ctx.accounts.session(token)
    if (type !== 'eoa' && type !== 'smartAccount') throw new HttpError(400, `Account type ${type} is not available on the devnet`)
    if (type === 'smartAccount') await initSmartAccount(ctx, session)
    session.preferred = type
    return { type, address: ctx.accounts.walletUser(session).address }
  },

  async '/api/smart-account/networks'(ctx) {
    return { smartAccountEnabledNetworks: ctx.smartAccounts.enabledNetworks() }
  },

  async '/api/smart-account/init'(ctx, { token }) {
    return initSmartAccount(ctx, ctx.accounts.session(token))
  },

  async '/api/sign-out'(ctx, { token }) {
    ctx.accounts.endSession(token)
    return {}
  },

  async '/api/rpc'(ctx, { token, request }) {
    const session = ctx.accounts.session(token)
    return { result: await executeRpc(ctx.accounts.userOf(session), session, ctx.rpcUrls, request, ctx.solanaRpcUrl, ctx.smartAccounts) }
  },

  async '/api/social/redirect'(ctx, { provider, appOrigin, redirectUri }) {
    const state = randomCode()
    ctx.socialStates.set(state, { provider, redirectUri: checkedRedirect(ctx, appOrigin, redirectUri) })
    return { uri: `${ctx.origin}/oauth/${provider}?state=${state}` }
  },

  async '/api/social/connect'(ctx, { uri }) {
    let url: URL
    try {
      url = new URL(uri)
    } catch {
      throw new HttpError(400, 'Invalid social result')
    }
    const code = url.searchParams.get('code') ?? ''
    const result = url.origin === ctx.origin && url.pathname === '/oauth/result' ? ctx.socialCodes.get(code) : undefined
    if (!result) throw new HttpError(400, 'Invalid social result')
    ctx.socialCodes.delete(code)
    const { provider } = result
    // Telegram accounts have a user name and no e-mail.
    const email = provider === 'telegram' ? null : devnetEmail(provider)
    const user = await ctx.accounts.findOrCreate(`social:${provider}`, { email, userName: `dev-${provider}-user` })
    return signedIn(ctx, user)
  },

  async '/api/farcaster/uri'(ctx) {
    const channel = randomCode()
    ctx.farcasterChannels.set(channel, {})
    return { url: `${ctx.origin}/farcaster/${channel}`, channel }
  },

  /** Long-poll until the stand-in page at the Farcaster URL was confirmed. */
  async '/api/farcaster/connect'(ctx, { channel }) {
    const entry = ctx.farcasterChannels.get(channel)
    if (!entry) throw new HttpError(404, 'Unknown Farcaster channel')
    const userName = entry.userName ?? (await ctx.farcasterWaiters.wait(channel, LONG_POLL_MS))
    if (!userName) throw new HttpError(408, 'Farcaster sign-in not confirmed yet')
    ctx.farcasterChannels.delete(channel)
    const user = await ctx.accounts.findOrCreate(`farcaster:${userName}`, { email: null, userName })
    return { ...signedIn(ctx, user), userName }
  },

  async '/api/email/update'(ctx, { token, email }) {
    const session = ctx.accounts.session(token)
    const current = ctx.accounts.userOf(session).email
    if (!current) throw new HttpError(400, 'This account has no e-mail to update')
    const newEmail = email.toLowerCase()
    if (newEmail === current) throw new HttpError(400, 'This is already your email')
    if (ctx.accounts.userByEmail(newEmail)) throw new HttpError(409, 'This email is already in use')
    ctx.emailUpdates.set(token, { newEmail, primaryVerified: false })
    ctx.otps.issue(`update-primary|${token}`, current)
    return { action: 'VERIFY_PRIMARY_OTP' }
  },

  async '/api/email/update/primary'(ctx, { token, otp }) {
    ctx.accounts.session(token)
    const update = ctx.emailUpdates.get(token)
    if (!update || !ctx.otps.verify(`update-primary|${token}`, otp)) throw new HttpError(400, 'Invalid code')
    update.primaryVerified = true
    ctx.otps.issue(`update-secondary|${token}`, update.newEmail)
    return {}
  },

  async '/api/email/update/secondary'(ctx, { token, otp }) {
    const session = ctx.accounts.session(token)
    const update = ctx.emailUpdates.get(token)
    if (!update?.primaryVerified || !ctx.otps.verify(`update-secondary|${token}`, otp)) throw new HttpError(400, 'Invalid code')
    ctx.emailUpdates.delete(token)
    ctx.accounts.changeEmail(ctx.accounts.userOf(session), update.newEmail)
    return { newEmail: update.newEmail }
  },
}
