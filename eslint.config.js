import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import roomImports from './scripts/eslint/room-imports.js'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'bench/', 'demo/dist/', 'devnet/contracts/build/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        fetch: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', AbortController: 'readonly',
        AbortSignal: 'readonly', Response: 'readonly', Request: 'readonly', Headers: 'readonly',
        navigator: 'readonly', localStorage: 'readonly', indexedDB: 'readonly', globalThis: 'readonly',
        queueMicrotask: 'readonly', structuredClone: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly',
        Buffer: 'readonly', performance: 'readonly', crypto: 'readonly', Event: 'readonly', CustomEvent: 'readonly',
        EventTarget: 'readonly', MessageEvent: 'readonly', HTMLElement: 'readonly', matchMedia: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [] }],
    },
  },
  {
    // Arrows point inward: the kernel never imports a plugin or an adapter.
    files: ['kernel/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/plugins/**', '**/adapters/**'], message: 'kernel/ must not import plugins/ or adapters/ (DESIGN: arrows point inward).' }] }],
    },
  },
  {
    // React only in kernel/ui and kernel/react.
    files: ['kernel/**/*.{ts,tsx}'],
    ignores: ['kernel/ui/**', 'kernel/react/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react', message: 'React lives only in kernel/ui and kernel/react.' }, { name: 'react-dom', message: 'React lives only in kernel/ui and kernel/react.' }], patterns: [{ group: ['**/plugins/**', '**/adapters/**'], message: 'kernel/ must not import plugins/ or adapters/.' }, { group: ['react-dom/*'], message: 'React lives only in kernel/ui and kernel/react.' }] }],
    },
  },
  {
    // One door: plugins and adapters reach the kernel only through kernel/plugin (portico/plugin).
    files: ['plugins/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}'],
    plugins: { portico: { rules: { 'room-imports': roomImports } } },
    rules: { 'portico/room-imports': 'error' },
  },
)
