/**
 * The secure site's pages: the frame page, the dev inbox, the device-approval
 * link, and the OAuth and Farcaster stand-ins. No inline script anywhere: the
 * frame page loads /frame.js, the other pages need no script at all.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { SiteContext } from './context'
import { HttpError, escapeHtml, page, readForm, redirect, sendHtml } from './http-util'

const FARCASTER_DEV_USER = 'dev-farcaster'
const PAGE_CSP = "default-src 'none'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

const frameCsp = (appOrigin: string) =>
  `default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; frame-ancestors ${appOrigin}; base-uri 'none'; form-action 'none'`

/** The frame SDK version this stand-in serves (SPEC §9: the client asks for '4'). */
const FRAME_SDK_VERSION = '4'

/** GET /frame?origin=<app origin>&sdkVersion=4: only for an allowed app origin, embeddable only by it. */
function framePage(ctx: SiteContext, url: URL, response: ServerResponse): void {
  const appOrigin = url.searchParams.get('origin') ?? ''
  if (!ctx.isAllowedAppOrigin(appOrigin)) throw new HttpError(403, 'Unauthorized: origin not allowed')
  if (url.searchParams.get('sdkVersion') !== FRAME_SDK_VERSION) throw new HttpError(400, `Unsupported sdkVersion: this site serves ${FRAME_SDK_VERSION}`)
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico secure site</title>' +
    '<link rel="stylesheet" href="/style.css"><script type="module" src="/frame.js"></script></head><body></body></html>'
  sendHtml(response, 200, html, frameCsp(appOrigin))
}

function inboxPage(ctx: SiteContext, url: URL, response: ServerResponse): void {
  const email = url.searchParams.get('email') ?? ''
  const items = ctx.inbox.messagesFor(email).reverse().map((message) =>
    message.kind === 'otp'
      ? `<li>Your login code: <strong class="otp">${escapeHtml(message.otp)}</strong></li>`
      : `<li>New device sign-in. <a class="approve" href="${escapeHtml(message.link)}">Approve this device</a></li>`,
  )
  const form = `<form method="get" action="/inbox"><label>E-mail <input name="email" type="email" value="${escapeHtml(email)}"></label> <button>Open</button></form>`
  const list = items.length ? `<ul>${items.join('')}</ul>` : '<p>No messages yet.</p>'
  // Refreshes itself so a person sees the code arrive (no script needed).
  const refresh = email ? '<meta http-equiv="refresh" content="2">' : ''
  sendHtml(response, 200, page('Dev inbox', `<h1>Dev inbox</h1>${form}${email ? list : ''}`, refresh), PAGE_CSP)
}

function approveDevice(ctx: SiteContext, url: URL, response: ServerResponse): void {
  const code = url.searchParams.get('code') ?? ''
  const link = ctx.deviceLinks.get(code)
  if (!link) throw new HttpError(404, 'This approval link is not valid')
  ctx.deviceLinks.delete(code)
  ctx.accounts.approveDevice(link.email, link.deviceId)
  ctx.deviceWaiters.notify(`${link.email}|${link.deviceId}`, true)
  sendHtml(response, 200, page('Device approved', '<h1>Device approved</h1><p>You can return to the app.</p>'), PAGE_CSP)
}

/**
 * What a provider's own sign-in page says above the button. Telegram's login asks for a phone number and a
 * confirmation in the Telegram app, then returns the whole tab to the app (no popup); its users have no e-mail.
 */
const STAND_IN_HEADINGS: Record<string, { heading: string; text?: string }> = {
  telegram: {
    heading: 'Log in with Telegram (devnet stand-in)',
    text: 'Telegram would ask for your phone number and a confirmation in the Telegram app, then bring you back to the app.',
  },
}

function oauthPage(ctx: SiteContext, url: URL, provider: string, response: ServerResponse): void {
  const state = url.searchParams.get('state') ?? ''
  const entry = ctx.socialStates.get(state)
  if (!entry || entry.provider !== provider) throw new HttpError(400, 'Unknown sign-in request')
  const { heading, text } = STAND_IN_HEADINGS[provider] ?? { heading: `Sign in with ${provider} (devnet stand-in)` }
  const body = `<h1>${escapeHtml(heading)}</h1>${text ? `<p>${escapeHtml(text)}</p>` : ''}` +
    `<form method="post" action="/oauth/${escapeHtml(provider)}/continue"><input type="hidden" name="state" value="${escapeHtml(state)}">` +
    '<button type="submit">Continue as dev user</button></form>'
  // The form's redirect goes to the app, so the app origin joins form-action.
  sendHtml(response, 200, page(heading.replace(' (devnet stand-in)', ''), body), `${PAGE_CSP} ${new URL(entry.redirectUri).origin}`)
}

async function oauthContinue(ctx: SiteContext, request: IncomingMessage, provider: string, response: ServerResponse): Promise<void> {
  const state = (await readForm(request)).get('state') ?? ''
  const entry = ctx.socialStates.get(state)
  if (!entry || entry.provider !== provider) throw new HttpError(400, 'Unknown sign-in request')
  ctx.socialStates.delete(state)
  const code = randomBytes(16).toString('hex')
  ctx.socialCodes.set(code, { provider })
  const target = new URL(entry.redirectUri)
  target.searchParams.set('result_uri', `${ctx.origin}/oauth/result?code=${code}&state=${state}`)
  redirect(response, target.toString())
}

function farcasterPage(ctx: SiteContext, channel: string, response: ServerResponse): void {
  if (!ctx.farcasterChannels.has(channel)) throw new HttpError(404, 'Unknown Farcaster channel')
  const body = '<h1>Sign in with Farcaster (devnet stand-in)</h1>' +
    `<form method="post" action="/farcaster/${escapeHtml(channel)}/confirm"><button type="submit">Confirm as ${FARCASTER_DEV_USER}</button></form>`
  sendHtml(response, 200, page('Farcaster sign-in', body), PAGE_CSP)
}

function farcasterConfirm(ctx: SiteContext, channel: string, response: ServerResponse): void {
  const entry = ctx.farcasterChannels.get(channel)
  if (!entry) throw new HttpError(404, 'Unknown Farcaster channel')
  entry.userName = FARCASTER_DEV_USER
  ctx.farcasterWaiters.notify(channel, FARCASTER_DEV_USER)
  sendHtml(response, 200, page('Farcaster sign-in', '<h1>Confirmed</h1><p>You can return to the app.</p>'), PAGE_CSP)
}

/** Serves a page and returns true, or returns false when no page matches. */
export async function servePage(ctx: SiteContext, request: IncomingMessage, url: URL, response: ServerResponse): Promise<boolean> {
  const method = request.method ?? 'GET'
  const path = url.pathname
  let match: RegExpMatchArray | null
  if (method === 'GET' && path === '/frame') framePage(ctx, url, response)
  else if (method === 'GET' && path === '/inbox') inboxPage(ctx, url, response)
  else if (method === 'GET' && path === '/device/approve') approveDevice(ctx, url, response)
  else if (method === 'GET' && path === '/oauth/result') sendHtml(response, 200, page('Signed in', '<p>Signed in. You can close this window.</p>'), PAGE_CSP)
  else if (method === 'GET' && (match = path.match(/^\/oauth\/([a-z]+)$/))) oauthPage(ctx, url, match[1]!, response)
  else if (method === 'POST' && (match = path.match(/^\/oauth\/([a-z]+)\/continue$/))) await oauthContinue(ctx, request, match[1]!, response)
  else if (method === 'GET' && (match = path.match(/^\/farcaster\/([0-9a-f]+)$/))) farcasterPage(ctx, match[1]!, response)
  else if (method === 'POST' && (match = path.match(/^\/farcaster\/([0-9a-f]+)\/confirm$/))) farcasterConfirm(ctx, match[1]!, response)
  else return false
  return true
}
