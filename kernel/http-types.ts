/** The HTTP client's contract (kernel/http.ts implements it): a request, its policy, the client. Types only. */

/** Anything with zod's `parse` (zod/mini schemas included). */
export interface Schema<T> {
  parse(data: unknown): T
}

export type QueryValue = string | number | boolean | undefined | null

export interface HttpRequest<T> {
  url: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, QueryValue>
  /** Sent as JSON. */
  body?: unknown
  headers?: Record<string, string>
  /** Validates the JSON response; without it the body is not read. */
  schema?: Schema<T>
  signal?: AbortSignal
}

export interface HttpPolicy {
  timeoutMs: number
  retries: number
  baseDelayMs: number
  maxDelayMs: number
}

export type HttpClient = <T = unknown>(request: HttpRequest<T>) => Promise<T>
