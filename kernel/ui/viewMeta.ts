/**
 * A view may carry its header title as a static `title` (string or function
 * of the view data); `data.title` overrides it. This keeps the header free of
 * any list of view names, for built-in and plugin views alike.
 */
import type { ViewComponent } from '../types'

export type ViewTitle = string | ((data?: Record<string, unknown>) => string)

export function viewTitle(view: ViewComponent | undefined, data?: Record<string, unknown>): string {
  if (typeof data?.title === 'string') return data.title
  const title = (view as { title?: ViewTitle } | undefined)?.title
  if (typeof title === 'function') return title(data)
  return title ?? ''
}
