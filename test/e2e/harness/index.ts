/** The browser-test harness: one import for e2e tests. */
export { launchBrowser, CHROMIUM_PATH, CHROMIUM_ARGS, DESKTOP_VIEWPORT, PHONE_VIEWPORT, TEST_VIEWPORT, type BrowserSession, type LaunchOptions } from './browser'
export { guardPage, isLoopbackUrl, type GuardOptions, type PageGuard, type PageProblem } from './guard'
export { screenshot, SCREENSHOT_DIR } from './screenshot'
export { pickOption, pickerOptions } from './picker'
export { runAxe, type AxeOptions, type AxeViolation } from './axe'
export { startStaticServer, type StaticFile, type StaticServer } from './static-server'
export { recordSessionToasts, recordToasts, sessionToasts } from './toasts'
export { installSessionClock, pageNow, type SessionClock } from 'portico-devnet/playwright'
