// The type build: the .d.ts files of kernel/, plugins/ and adapters/ beside the bundle in dist/, as
// `tsc -p tsconfig.build.json` writes them, with one difference: every relative module specifier names
// the emitted file (`./plugin/index.js`, not `./plugin`). The source keeps extensionless imports (valid
// under `moduleResolution: bundler`, which the source uses); Node's resolution (`node16`, `nodenext`)
// needs the extension in the published declarations, or every entry's types silently become `any`. The
// specifier is what TypeScript itself resolved the import to, so `./x` becomes `./x.js` or `./x/index.js`
// as the file on disk says, never by guessing.
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'

const SOURCE_EXTENSION = /(\.d)?\.(ts|tsx|mts|cts)$/
const JS_EXTENSION = { ts: '.js', tsx: '.js', mts: '.mjs', cts: '.cjs' }

/** The file a relative specifier resolves to, written as the emitted .js path relative to `fromFile`. */
function emittedSpecifier(specifier, fromFile, options) {
  const resolved = ts.resolveModuleName(specifier, fromFile, options, ts.sys).resolvedModule
  if (!resolved) return undefined
  const match = SOURCE_EXTENSION.exec(resolved.resolvedFileName)
  if (!match) return undefined
  const target = resolved.resolvedFileName.slice(0, -match[0].length) + JS_EXTENSION[match[2]]
  const path = relative(dirname(fromFile), target).split('\\').join('/')
  return path.startsWith('.') ? path : `./${path}`
}

/** afterDeclarations transformer: imports, re-exports and `import('./x')` types name their file. */
function explicitSpecifiers(options, unresolved) {
  return (context) => (root) => {
    if (!ts.isSourceFile(root)) return root
    const fromFile = root.fileName
    const rewrite = (literal) => {
      if (!literal || !ts.isStringLiteral(literal) || !literal.text.startsWith('.')) return undefined
      const specifier = emittedSpecifier(literal.text, fromFile, options)
      if (!specifier) unresolved.push(`${relative(process.cwd(), fromFile)}: ${literal.text}`)
      return specifier && specifier !== literal.text ? context.factory.createStringLiteral(specifier) : undefined
    }
    const visit = (node) => {
      if (ts.isImportDeclaration(node)) {
        const specifier = rewrite(node.moduleSpecifier)
        if (specifier) return context.factory.updateImportDeclaration(node, node.modifiers, node.importClause, specifier, node.attributes)
      } else if (ts.isExportDeclaration(node)) {
        const specifier = rewrite(node.moduleSpecifier)
        if (specifier) return context.factory.updateExportDeclaration(node, node.modifiers, node.isTypeOnly, node.exportClause, specifier, node.attributes)
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const specifier = rewrite(node.argument.literal)
        if (specifier) {
          return context.factory.updateImportTypeNode(
            node,
            context.factory.updateLiteralTypeNode(node.argument, specifier),
            node.attributes,
            node.qualifier && ts.visitNode(node.qualifier, visit),
            node.typeArguments && ts.visitNodes(node.typeArguments, visit),
            node.isTypeOf,
          )
        }
      } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && node.name.text.startsWith('.')) {
        unresolved.push(`${relative(process.cwd(), fromFile)}: declare module '${node.name.text}' (not rewritten)`)
      }
      return ts.visitEachChild(node, visit, context)
    }
    return ts.visitEachChild(root, visit, context)
  }
}

/**
 * Type-checks the build's files and writes their declarations into `outDir` (default: the config's).
 * Throws on a type error or on a relative specifier it could not resolve.
 */
export function buildTypes({ project = 'tsconfig.build.json', outDir } = {}) {
  const configPath = resolve(project)
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath), outDir ? { outDir: resolve(outDir) } : undefined, configPath)
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options })
  const unresolved = []
  const emitted = program.emit(undefined, undefined, undefined, true, { afterDeclarations: [explicitSpecifiers(parsed.options, unresolved)] })
  const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics]
  if (diagnostics.length) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' }
    throw new Error(`type build failed:\n${ts.formatDiagnosticsWithColorAndContext(diagnostics, host)}`)
  }
  if (unresolved.length) throw new Error(`type build: relative specifiers left without their file:\n${unresolved.join('\n')}`)
}
