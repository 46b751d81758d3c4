import { defineConfig } from 'vite'

export default defineConfig({
  // JSX through Vite's own esbuild step; add @vitejs/plugin-react for Fast Refresh while developing.
  esbuild: { jsx: 'automatic' },
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // A fixed name for the page's first chunk, so .size-limit.json can budget it. Portico's lazy chunks keep
        // the names the package gives them (runtime-…, adapter-eip155-…).
        entryFileNames: 'assets/app-[hash].js',
      },
    },
  },
})
