/**
 * Launches Debian's chromium with a fresh profile (FACTS.md: no Playwright
 * browser download works here), every page of it under the page guard.
 * Close the session to remove the profile.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { guardContext } from './guard'

export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface BrowserSession {
  context: BrowserContext
  /** The profile folder, removed by close(). */
  profileDir: string
  newPage(): Promise<Page>
  /** Close every page and the browser, then delete the profile. Safe to call twice. */
  close(): Promise<void>
}

export interface LaunchOptions {
  viewport?: { width: number; height: number }
  colorScheme?: 'light' | 'dark'
  /** Chromium flags added to CHROMIUM_ARGS. */
  extraArgs?: string[]
  /** Phone emulation: a mobile viewport with touch (a coarse pointer) and, when given, a phone's user agent. */
  mobile?: { userAgent?: string }
  /** IANA time zone the pages run in (e.g. 'Asia/Shanghai'). */
  timezoneId?: string
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'portico-e2e-'))
  let context: BrowserContext
  try {
    // The profile folder is the first argument, not --user-data-dir (FACTS.md).
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
      viewport: options.viewport ?? { width: 1280, height: 800 },
      ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
      ...(options.mobile ? { isMobile: true, hasTouch: true, ...options.mobile } : {}),
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    })
  } catch (error) {
    await rm(profileDir, { recursive: true, force: true })
    throw error
  }
  try {
    // Every page, a popup or a page a helper opens included, fails its test on an error (guard.ts).
    await guardContext(context)
  } catch (error) {
    await context.close().catch(() => undefined)
    await rm(profileDir, { recursive: true, force: true })
    throw error
  }
  let closed = false
  return {
    context,
    profileDir,
    newPage: () => context.newPage(),
    async close() {
      if (closed) return
      closed = true
      await context.close().catch(() => undefined)
      await rm(profileDir, { recursive: true, force: true })
    },
  }
}
