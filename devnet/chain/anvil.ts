/**
 * Runs anvil (from the @foundry-rs/anvil npm package, no download) on
 * 127.0.0.1 with the dev mnemonic. Never forks: nothing leaves the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { DEV_ACCOUNT_COUNT, DEV_MNEMONIC } from '../accounts'
import { LOOPBACK, freePort } from '../server-utils'

export interface AnvilOptions {
  chainId: number
  port?: number
  /** Genesis time in seconds, so seeded history can be spread over past days. */
  genesisTimestamp: number
}

export interface RunningAnvil {
  chainId: number
  url: string
  args: string[]
  stop(): Promise<void>
}

/** The platform binary itself: spawning the npm wrapper would leave an orphan on kill. */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const candidates = [`@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/package.json`]
  for (const candidate of candidates) {
    try {
      const binary = path.join(path.dirname(require.resolve(candidate)), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
      if (existsSync(binary)) return binary
    } catch {
      // Not installed for this platform: fall back to the wrapper below.
    }
  }
  return path.resolve('node_modules/.bin/anvil')
}

export function anvilArgs(options: Required<AnvilOptions>): string[] {
  return [
    '--host', LOOPBACK,
    '--port', String(options.port),
    '--chain-id', String(options.chainId),
    '--mnemonic', DEV_MNEMONIC,
    '--accounts', String(DEV_ACCOUNT_COUNT),
    '--balance', '10000',
    '--timestamp', String(options.genesisTimestamp),
    '--silent',
  ]
}

async function waitForRpc(url: string, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`anvil at ${url} not ready after ${timeoutMs} ms`)
}

export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const port = options.port ?? (await freePort())
  const args = anvilArgs({ ...options, port })
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://${LOOPBACK}:${port}`
  try {
    await waitForRpc(url, child)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${stderr}`)
  }
  return {
    chainId: options.chainId,
    url,
    args,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
