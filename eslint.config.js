import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import roomImports from './scripts/eslint/room-imports.js'

// The plugins of the README's worked example (test/fixtures): what third parties copy follows the plugins' rules.
const WORKED_EXAMPLE = ['test/fixtures/**/*.{ts,tsx}']

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'bench/', 'demo/dist/', 'devnet/contracts/build/', 'devnet/dist/', 'examples/*/dist/', 'examples/*/.next/', 'examples/*/next-env.d.ts', 'examples/*/test-results/', 'examples/*/playwright-report/'] },
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
    // One error type (DESIGN: errors are data): what kernel, plugins and adapters raise is a PorticoError
    // with a code (and the cause it wraps); ProviderRpcError stays only as the EIP-1193 wire shape.
    files: ['kernel/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}', ...WORKED_EXAMPLE],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['NewExpression', 'CallExpression'].map((call) => ({
          selector: `${call}[callee.name=/^(Error|TypeError|RangeError|SyntaxError|ReferenceError|EvalError|URIError|AggregateError|DOMException)$/]`,
          message: 'Raise a PorticoError with a code from a message group (errorIn, kernelError), not a built-in error.',
        })),
        {
          selector: ':matches(ClassDeclaration, ClassExpression)[superClass.name=/Error$/]:not([id.name=/^(PorticoError|ProviderRpcError)$/])',
          message: 'One error type: give the situation a code in a message group instead of an Error subclass.',
        },
      ],
    },
  },
  {
    // One door: plugins and adapters reach the kernel only through kernel/plugin (portico/plugin).
    files: ['plugins/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}', ...WORKED_EXAMPLE],
    plugins: { portico: { rules: { 'room-imports': roomImports } } },
    rules: { 'portico/room-imports': 'error' },
  },
  {
    // The examples see only what the tarball publishes (issue 27): `portico/...` imports, never the source folders.
    files: ['examples/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(kernel|plugins|adapters|devnet|demo|test)(/|$)', message: "Examples import Portico as an app does: from 'portico/...', which the runner installs from the packed tarball." }] }],
    },
  },
)
