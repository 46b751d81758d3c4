/** One vite config for the three apps, so they differ only in their own code. */
import react from '@vitejs/plugin-react'
import { join } from 'node:path'
import { APPS_DIR, appDist } from './paths.mjs'

export function viteConfig(app) {
  return {
    root: join(APPS_DIR, app),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // Portico's sources import react from the repo's node_modules; resolve one copy, the bench's (same version).
    resolve: { dedupe: ['react', 'react-dom'] },
    build: {
      outDir: appDist(app),
      emptyOutDir: true,
      // bytes.mjs walks the manifest's static `imports` to find what loads before the modal opens.
      manifest: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      rollupOptions: { onwarn: quietAnnotations },
    },
  }
}

// Misplaced PURE annotations in ox/zod are noise here; every other warning still shows.
function quietAnnotations(warning, warn) {
  if (warning.code !== 'INVALID_ANNOTATION') warn(warning)
}
