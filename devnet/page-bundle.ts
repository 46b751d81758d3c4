/**
 * A devnet page's script (the secure site's frame, the dev wallet), once per process: prebuilt in the
 * published kit (dist/pages/{name}.js, written by devnet/build.mjs), else bundled here with esbuild for the
 * browser; a failed build is tried again on the next request.
 */
import type { BuildOptions } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

async function bundleFromSource(entry: URL, options: Pick<BuildOptions, 'define'>): Promise<string> {
  const { build } = await import('esbuild')
  return build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    ...options,
  }).then((result) => result.outputFiles[0]?.text ?? '')
}

export function pageBundle(name: string, entry: URL, options: Pick<BuildOptions, 'define'> = {}): () => Promise<string> {
  let bundle: Promise<string> | undefined
  return () => {
    bundle ??= readFile(new URL(`./pages/${name}.js`, import.meta.url), 'utf8').catch(() => bundleFromSource(entry, options))
    bundle.catch(() => (bundle = undefined))
    return bundle
  }
}
