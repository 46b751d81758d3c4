/**
 * The frame page's script (runs inside the hidden iframe on the secure
 * site's origin; bundled by frame-bundle.ts, served as /frame.js).
 *
 * It talks to the app only by postMessage, only to the app origin the server
 * vetted (the `origin` query parameter, checked against the allow-list and
 * pinned by the page's CSP frame-ancestors), and accepts only messages from
 * that origin and from its parent window that pass the shared schemas.
 * Keys and signing stay on the backend; this script never sees a key.
 *
 * Approval is the app's job: unsafe RPC methods reach the frame only after
 * the user approved them in the modal (SPEC §6); the frame executes.
 */
import { FRAME_READY, errorType, successType, type RequestName } from '../../../kernel/frame/constants'
import { parseAppRequest, requestNameOf, type RequestPayload, type SuccessPayload } from '../../../kernel/frame/messages'

const DEVICE_KEY = '@portico-secure-site/device-id'
const TOKEN_KEY = '@portico-secure-site/session-token'
const appOrigin = new URLSearchParams(location.search).get('origin')

class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message)
  }
}

async function api<T>(path: string, body: object): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const json = (await response.json()) as T & { message?: string }
  if (!response.ok) throw new ApiError(response.status, json.message ?? 'An error occurred')
  return json
}

function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY)
  if (!id) {
    id = crypto.randomUUID()
    localStorage.setItem(DEVICE_KEY, id)
  }
  return id
}

const token = () => localStorage.getItem(TOKEN_KEY) ?? ''
const signIn = (session: { token: string }) => localStorage.setItem(TOKEN_KEY, session.token)

/** What the frame remembers between steps of a flow. */
const flow: { email?: string; farcasterChannel?: string; theme?: unknown; dapp?: unknown } = {}

function pendingEmail(): string {
  if (!flow.email) throw new Error('Start with CONNECT_EMAIL')
  return flow.email
}

/**
 * SPEC §5 SYNC_THEME: the page takes the app's theme (style.css keys its colours on data-theme and the
 * --w3m-* variables). Set through the CSSOM, as the page's CSP allows no inline style; values are CSS
 * text, never markup. Variables the app no longer sets are removed.
 */
function applyTheme({ themeMode, themeVariables = {} }: RequestPayload<'SYNC_THEME'>): void {
  if (themeMode) document.body.dataset.theme = themeMode
  const root = document.documentElement.style
  for (const name of Array.from(root)) if (name.startsWith('--w3m-') && !(name in themeVariables)) root.removeProperty(name)
  for (const [name, value] of Object.entries(themeVariables)) if (name.startsWith('--w3m-')) root.setProperty(name, String(value))
}

type WalletUser = SuccessPayload<'GET_USER'>
type Handlers = { [N in RequestName]: (payload: RequestPayload<N>) => Promise<SuccessPayload<N>> }

const handlers: Handlers = {
  async CONNECT_EMAIL({ email }) {
    flow.email = email
    return api('/api/email/connect', { email, deviceId: deviceId() })
  },
  async CONNECT_DEVICE() {
    await api('/api/email/device', { email: pendingEmail(), deviceId: deviceId() })
    return undefined
  },
  async CONNECT_OTP({ otp }) {
    signIn(await api<{ token: string }>('/api/email/otp', { email: pendingEmail(), deviceId: deviceId(), otp }))
    return undefined
  },
  async GET_SOCIAL_REDIRECT_URI({ provider, redirectUri }) {
    return api('/api/social/redirect', { provider, appOrigin, redirectUri })
  },
  async CONNECT_SOCIAL({ uri }) {
    const session = await api<{ token: string; user: WalletUser }>('/api/social/connect', { uri })
    signIn(session)
    return session.user
  },
  async GET_FARCASTER_URI() {
    const { url, channel } = await api<{ url: string; channel: string }>('/api/farcaster/uri', {})
    flow.farcasterChannel = channel
    return { url }
  },
  async CONNECT_FARCASTER() {
    const channel = flow.farcasterChannel
    if (!channel) throw new Error('Start with GET_FARCASTER_URI')
    for (;;) {
      try {
        const session = await api<{ token: string; userName: string }>('/api/farcaster/connect', { channel })
        signIn(session)
        return { userName: session.userName }
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 408)) throw error // 408: not confirmed yet, ask again
      }
    }
  },
  async GET_USER(payload) {
    return api('/api/user', { token: token(), chainId: payload?.chainId })
  },
  async IS_CONNECTED() {
    return api('/api/session', { token: token() || undefined })
  },
  async SIGN_OUT() {
    await api('/api/sign-out', { token: token() || undefined })
    localStorage.removeItem(TOKEN_KEY)
    return undefined
  },
  async SWITCH_NETWORK({ chainId }) {
    return api('/api/switch-network', { token: token(), chainId })
  },
  async GET_CHAIN_ID() {
    const user = await api<WalletUser>('/api/user', { token: token() })
    return { chainId: user.chainId }
  },
  async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
    return api('/api/smart-account/networks', { token: token() || undefined })
  },
  async INIT_SMART_ACCOUNT() {
    return api('/api/smart-account/init', { token: token() })
  },
  async SET_PREFERRED_ACCOUNT({ type }) {
    return api('/api/preferred-account', { token: token(), type })
  },
  async RPC_REQUEST(request) {
    return (await api<{ result: unknown }>('/api/rpc', { token: token(), request })).result
  },
  async UPDATE_EMAIL({ email }) {
    return api('/api/email/update', { token: token(), email })
  },
  async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
    await api('/api/email/update/primary', { token: token(), otp })
    return undefined
  },
  async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
    return api('/api/email/update/secondary', { token: token(), otp })
  },
  async SYNC_THEME(theme) {
    flow.theme = theme
    applyTheme(theme)
    return undefined
  },
  async SYNC_DAPP_DATA(dapp) {
    flow.dapp = dapp
    return undefined
  },
  async RELOAD() {
    setTimeout(() => location.reload(), 0)
    return undefined
  },
  async HEARTBEAT() {
    return undefined
  },
}

function post(message: object): void {
  if (appOrigin) window.parent.postMessage(message, appOrigin)
}

async function onMessage(event: MessageEvent): Promise<void> {
  if (event.origin !== appOrigin || event.source !== window.parent) return
  const request = parseAppRequest(event.data)
  const name = request && requestNameOf(request.type)
  if (!request || !name) return
  const handle = handlers[name] as (payload: unknown) => Promise<unknown>
  try {
    post({ id: request.id, type: successType(name), payload: await handle(request.payload) })
  } catch (error) {
    post({ id: request.id, type: errorType(name), payload: { message: error instanceof Error ? error.message : 'An error occurred' } })
  }
}

if (appOrigin && window.parent !== window) {
  window.addEventListener('message', (event) => void onMessage(event))
  post({ type: FRAME_READY, payload: { version: '4' } })
}
