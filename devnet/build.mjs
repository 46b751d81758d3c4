// `npm run build -w portico-devnet` and the package's prepack: everything a consumer runs, prebuilt into
// devnet/dist (gitignored), so installing the package runs nothing and needs neither tsx, esbuild nor solc:
//   index.js, cli.js, playwright.js  Node ESM, npm dependencies left as imports (the kernel modules it uses inlined);
//   wallets*.js                      the in-page wallets (all, or one namespace's), browser ESM, dependencies left as imports;
//   wallet-scripts/*.js              the wallets' page scripts as IIFEs (addInitScript, a plain <script>);
//   pages/*.js                       the dev wallet page's and the secure site's frame scripts;
//   contracts.json                   the devnet's contracts, compiled once here with solc;
//   images/*.svg                     the registry's drawn network and token images;
//   types/                           .d.ts files (tsc), entries at types/devnet/{index,wallets/index,playwright/index}.d.ts.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const DIST = here('dist/')
const started = Date.now()
rmSync(DIST, { recursive: true, force: true })
mkdirSync(DIST, { recursive: true })

const { dependencies = {}, peerDependencies = {} } = JSON.parse(readFileSync(here('package.json'), 'utf8'))
const allowed = new Set([...Object.keys(dependencies), ...Object.keys(peerDependencies)])
// Loaded with import() only when run from source (a page script or contract not prebuilt): never in the package.
const sourceOnly = new Set(['esbuild', 'solc'])
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

/** npm packages stay imports (the consumer's install has them); a missing one in package.json fails the build. */
const externals = {
  name: 'dependencies-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      // The kit's own entries stay imports of themselves (one devnet module, however a test imports it);
      // Portico's modules it uses (its networks, frame messages) are bundled from source.
      if (args.path.startsWith('portico-devnet')) return { path: args.path, external: true }
      if (args.path.startsWith('node:') || args.path.startsWith('portico')) return undefined
      const name = packageOf(args.path)
      if (args.kind === 'dynamic-import' && sourceOnly.has(name)) return { path: args.path, external: true }
      if (!allowed.has(name)) return { errors: [{ text: `${name} is imported by ${args.importer} but is not in devnet/package.json dependencies` }] }
      return { path: args.path, external: true }
    })
  },
}

const shared = { bundle: true, format: 'esm', target: 'es2022', logLevel: 'warning', legalComments: 'none', tsconfig: here('../tsconfig.json'), plugins: [externals] }
// Chunks sit beside the entries (no subfolder): modules find their prebuilt files through import.meta.url.
// Splitting keeps the devnet's lazy imports lazy (Solana, the Bitcoin keys): its start does not wait on them.
await build({
  ...shared,
  platform: 'node',
  entryPoints: { index: here('index.ts'), cli: here('cli.ts') },
  outdir: DIST,
  splitting: true,
  chunkNames: 'chunk-[hash]',
})
const cli = `${DIST}cli.js`
writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8')}`)
await build({ ...shared, platform: 'node', entryPoints: { playwright: here('playwright/index.ts') }, outdir: DIST })
chmodSync(`${DIST}cli.js`, 0o755)
// The in-page wallets for a dapp's bundler: all of them, or one namespace's (so a lazy import loads only that one).
await build({
  ...shared,
  platform: 'browser',
  entryPoints: {
    wallets: here('wallets/index.ts'),
    'wallets-eip155': here('wallets/in-page.ts'),
    'wallets-solana': here('wallets/solana-in-page.ts'),
    'wallets-polkadot': here('wallets/polkadot-in-page.ts'),
    'wallets-bip122': here('wallets/bitcoin-in-page.ts'),
  },
  outdir: DIST,
  splitting: true,
  chunkNames: 'browser-chunk-[hash]',
})

// Page scripts and contracts, through the same modules the devnet uses when run from source.
const { WALLET_SCRIPTS, walletScriptBuildOptions } = await tsImport('./wallets/scripts.ts', import.meta.url)
for (const script of Object.keys(WALLET_SCRIPTS)) {
  await build({ ...walletScriptBuildOptions(script), tsconfig: here('../tsconfig.json'), minify: true, outfile: `${DIST}wallet-scripts/${script}.js` })
}
mkdirSync(`${DIST}pages`, { recursive: true })
const { frameScript } = await tsImport('./secure-site/frame-bundle.ts', import.meta.url)
writeFileSync(`${DIST}pages/frame.js`, await frameScript())
const { walletScript } = await tsImport('./wallet-page/bundle.ts', import.meta.url)
writeFileSync(`${DIST}pages/wallet.js`, await walletScript())
const { compileContracts } = await tsImport('./chain/contracts.ts', import.meta.url)
writeFileSync(`${DIST}contracts.json`, JSON.stringify(await compileContracts()))
// The registry's drawn images, found beside the bundle as beside their module (devnet/registry/svg-images.ts).
cpSync(here('registry/images'), `${DIST}images`, { recursive: true })

execFileSync('npx', ['tsc', '-p', here('tsconfig.build.json')], { stdio: 'inherit' })
console.log(`portico-devnet built into devnet/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`)
