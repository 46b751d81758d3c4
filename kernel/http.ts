/**
 * fetch with the SPEC §9 policy: 10 s timeout per attempt, 3 retries with a
 * 1000·2^n ms backoff capped at 30 s, retried statuses honouring Retry-After,
 * cancellation by AbortSignal (SPEC §8 'Request was aborted') and responses
 * validated by the caller's schema. No dependency on purpose (kernel budget). Failures are PorticoErrors:
 * REQUEST_ABORTED, and HTTP_FAILED with the status, the body (API reasons live there) and the URL in details.
 */
import { PorticoError, REQUEST_MESSAGES, errorIn, messageIn } from './errors'
import { HTTP_BACKOFF_BASE_MS, HTTP_BACKOFF_CAP_MS, HTTP_RETRIES, HTTP_RETRY_STATUSES, HTTP_TIMEOUT_MS } from './constants'
import type { HttpClient, HttpPolicy, HttpRequest, QueryValue } from './http-types'

export type { HttpClient, HttpPolicy, HttpRequest, QueryValue, Schema } from './http-types'

export const HTTP_POLICY: HttpPolicy = { timeoutMs: HTTP_TIMEOUT_MS, retries: HTTP_RETRIES, baseDelayMs: HTTP_BACKOFF_BASE_MS, maxDelayMs: HTTP_BACKOFF_CAP_MS }
export const RETRY_STATUSES = HTTP_RETRY_STATUSES

/** A non-2xx response after the retries. */
function httpFailed(status: number, body: string, url: string): PorticoError {
  return new PorticoError('HTTP_FAILED', messageIn(REQUEST_MESSAGES, 'HTTP_FAILED', status, body), { details: { status, body, url } })
}

export interface HttpClientOptions {
  fetch?: typeof fetch
  policy?: Partial<HttpPolicy>
}

export function buildUrl(url: string, query: Record<string, QueryValue> = {}): string {
  const target = new URL(url)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) target.searchParams.set(key, String(value))
  }
  return target.toString()
}

/** Delay before retry `attempt` (0-based): Retry-After when the server gave one, else the backoff. */
export function retryDelay(attempt: number, retryAfter: string | null, policy: HttpPolicy = HTTP_POLICY, now = Date.now()): number {
  if (retryAfter) {
    const seconds = Number(retryAfter)
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now
    if (Number.isFinite(ms)) return Math.min(Math.max(ms, 0), policy.maxDelayMs)
  }
  return Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs)
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms)
    function done() {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }
    function onAbort() {
      clearTimeout(timer)
      reject(errorIn(REQUEST_MESSAGES, 'REQUEST_ABORTED'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** The validated answer of a 2xx response; HTTP_INVALID_RESPONSE when it is not JSON or not of the schema. */
function parseAnswer<T>(req: HttpRequest<T>, text: string, url: string): T {
  if (!req.schema) return undefined as T
  try {
    return req.schema.parse(text ? JSON.parse(text) : undefined)
  } catch (error) {
    throw new PorticoError('HTTP_INVALID_RESPONSE', messageIn(REQUEST_MESSAGES, 'HTTP_INVALID_RESPONSE', url), { cause: error, details: { url } })
  }
}

/** A deterministic refusal ('Unauthorized: ...') will not change on retry: fail fast so the alert shows. */
const isRefusal = (body: string) => body.includes('Unauthorized:') || body.includes('JWT validation error')

type Attempt = { response: Response; text: string } | { retryable: true; error: unknown }

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const policy = { ...HTTP_POLICY, ...options.policy }
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))

  async function attempt(url: string, init: RequestInit, caller?: AbortSignal): Promise<Attempt> {
    // One controller per attempt so the timeout and the caller's signal both cancel it.
    const controller = new AbortController()
    const abort = () => controller.abort()
    const timer = setTimeout(abort, policy.timeoutMs)
    caller?.addEventListener('abort', abort, { once: true })
    try {
      const response = await doFetch(url, { ...init, signal: controller.signal })
      return { response, text: await response.text() }
    } catch (error) {
      if (caller?.aborted) throw errorIn(REQUEST_MESSAGES, 'REQUEST_ABORTED')
      // Timeouts and network failures are transient like a 408/503.
      return { retryable: true, error }
    } finally {
      clearTimeout(timer)
      caller?.removeEventListener('abort', abort)
    }
  }

  return async function request<T>(req: HttpRequest<T>): Promise<T> {
    const url = buildUrl(req.url, req.query)
    const init: RequestInit = { method: req.method ?? (req.body === undefined ? 'GET' : 'POST'), headers: req.headers }
    if (req.body !== undefined) {
      init.body = JSON.stringify(req.body)
      init.headers = { 'content-type': 'application/json', ...req.headers }
    }
    for (let n = 0; ; n++) {
      if (req.signal?.aborted) throw errorIn(REQUEST_MESSAGES, 'REQUEST_ABORTED')
      const result = await attempt(url, init, req.signal)
      let failure: unknown
      let retryAfter: string | null = null
      if ('response' in result) {
        const { response, text } = result
        if (response.ok) return parseAnswer(req, text, url)
        failure = httpFailed(response.status, text, url)
        if (!RETRY_STATUSES.includes(response.status) || isRefusal(text)) throw failure
        retryAfter = response.headers.get('retry-after')
      } else {
        failure = new PorticoError('HTTP_UNREACHABLE', messageIn(REQUEST_MESSAGES, 'HTTP_UNREACHABLE', url), { cause: result.error, details: { url } })
      }
      if (n >= policy.retries) throw failure
      await sleep(retryDelay(n, retryAfter, policy), req.signal)
    }
  }
}
