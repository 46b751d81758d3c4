/**
 * Bundles a devnet page's script (the secure site's frame, the dev wallet) with esbuild for the
 * browser, once per process; a failed build is tried again on the next request.
 */
import { build, type BuildOptions } from 'esbuild'
import { fileURLToPath } from 'node:url'

export function pageBundle(entry: URL, options: Pick<BuildOptions, 'define'> = {}): () => Promise<string> {
  let bundle: Promise<string> | undefined
  return () => {
    bundle ??= build({
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
    bundle.catch(() => (bundle = undefined))
    return bundle
  }
}
