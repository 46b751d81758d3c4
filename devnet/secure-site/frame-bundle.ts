/**
 * Bundles the frame page's script (frame-page/frame.ts plus the shared
 * message schemas) with esbuild, once per process.
 */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

let bundle: Promise<string> | undefined

export function frameScript(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./frame-page/frame.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  }).then((result) => result.outputFiles[0]?.text ?? '')
  return bundle
}
