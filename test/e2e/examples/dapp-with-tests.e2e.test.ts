/**
 * examples/dapp-with-tests as a user gets it (issue 26 item 3): a temporary copy with the packed tarballs of
 * Portico and of the test kit (portico-devnet) installed by npm, then the example's own Playwright Test suite,
 * `npx playwright test`, run there as its README says. Its config builds the app and serves it with
 * `vite preview`; its tests use only the kit's public fixtures (one devnet for the worker, the test wallets on
 * each page) and helpers: connect the test wallet and send 0.01 ETH (checked on chain), a rejected signature
 * shows the app's own error, email login through the dev inbox, WalletConnect pairing with the dev wallet (which
 * signs), a Solana connect and signature. This file asserts the suite's exit code and that every test it has
 * passed (Playwright's JSON report), on Debian's Chromium. One install, one Playwright run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordFigure } from '../../reliability-figures'
import { CHROMIUM_PATH } from '../harness/browser'
import { freePort, installExample, type ExampleApp, type Outcome } from './example-app'

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: Array<{ specs: Array<{ title: string; ok: boolean }> }>
}

const REPORT = 'test-results.json'

let example: ExampleApp
let run: Outcome
let report: PlaywrightReport

beforeAll(async () => {
  example = await installExample('dapp-with-tests')
  console.log(`examples/dapp-with-tests: npm pack ${(example.packMs / 1000).toFixed(1)} s, npm install of the copy ${(example.install.ms / 1000).toFixed(1)} s`)
  const port = await freePort()
  // CI=1 as a CI server sets it (a fresh `vite preview`, no test.only); the JSON report into a file, the line reporter's words in the output.
  const env = [`PORT=${port}`, `CHROMIUM_PATH=${CHROMIUM_PATH}`, 'CI=1', `PLAYWRIGHT_JSON_OUTPUT_NAME=${REPORT}`]
  run = await example.run('env', [...env, 'npx', 'playwright', 'test', '--reporter=line,json'])
  console.log(`examples/dapp-with-tests: npx playwright test ${(run.ms / 1000).toFixed(1)} s (vite build, vite preview, the devnet and the tests)`)
  const reportFile = join(example.dir, REPORT)
  if (!existsSync(reportFile)) throw new Error(`npx playwright test wrote no report (exit ${run.status}):\n${run.output.slice(-3000)}`)
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as PlaywrightReport
}, 600_000)

afterAll(() => example?.remove())

describe('examples/dapp-with-tests: its own Playwright tests, from the packed tarballs', () => {
  it('npx playwright test exits 0 with every test of tests/*.spec.ts passed', () => {
    const specFiles = readdirSync(join(example.dir, 'tests')).filter((file) => file.endsWith('.spec.ts'))
    const declared = specFiles.flatMap((file) => [...readFileSync(join(example.dir, 'tests', file), 'utf8').matchAll(/^test\('/gm)]).length
    const specs = report.suites.flatMap((suite) => suite.specs)
    expect(specs.filter((spec) => !spec.ok).map((spec) => spec.title), run.output.slice(-4000)).toEqual([])
    expect(report.stats).toMatchObject({ expected: declared, unexpected: 0, flaky: 0, skipped: 0 })
    expect(declared).toBe(5)
    expect(run.status).toBe(0)
    // The one misbehaviour the suite injects: the test wallet refusing personal_sign.
    expect(specs.map((spec) => spec.title)).toContain('a signature rejected in the wallet shows the app’s message')
    recordFigure('wallet misbehaviours', 1, 'examples/dapp-with-tests (personal_sign rejected, the app’s own message)')
  })
})
