import { defineConfig } from 'vite'

export default defineConfig(({ mode }) => ({
  // JSX through Vite's own esbuild step; add @vitejs/plugin-react for Fast Refresh while developing.
  esbuild: { jsx: 'automatic' },
  build: { target: 'es2022', chunkSizeWarningLimit: 1000 },
  // `--mode devnet` (npm run dev, and the build the tests run): nothing may leave 127.0.0.1, but WalletConnect's
  // SDK skips its hosted verify and telemetry calls only where `process` exists and process.env.IS_VITEST reads
  // 'true' (its test switch, whose code path also reads `global`). A production build (npm run build) leaves this out.
  define: mode === 'devnet' ? { process: JSON.stringify({ env: {} }), 'process.env.IS_VITEST': JSON.stringify('true'), global: 'globalThis' } : {},
}))
