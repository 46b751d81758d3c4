// ESLint rule "portico/room-imports" (DESIGN: arrows point inward, through one door): a file in
// plugins/X or adapters/X may import its own folder, the plugin API (kernel/plugin) and packages;
// nothing else of the repository (no kernel internals, no other plugin or adapter). The worked example
// third parties copy (test/fixtures/X) is held to the same rule.
import path from 'node:path'

const ROOMS = ['plugins', 'adapters', path.join('test', 'fixtures')]
const DOOR = path.join('kernel', 'plugin')

/** 'plugins/email' for a file under it, relative to the repository root `root`. */
function roomOf(root, file) {
  const relative = path.relative(root, file)
  const kind = ROOMS.find((room) => relative.startsWith(room + path.sep))
  const name = kind && relative.slice(kind.length + 1).split(path.sep)[0]
  return name ? path.join(kind, name) : undefined
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'plugins and adapters import only their own folder, kernel/plugin and packages' },
    messages: {
      outside: "'{{source}}' leaves {{room}}: import the kernel through kernel/plugin (portico/plugin), never another plugin or adapter",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const room = roomOf(root, context.filename)
    if (!room) return {}
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return // packages are fine
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source))
      const allowed = target === room || target.startsWith(room + path.sep) || target === DOOR || target === path.join(DOOR, 'index')
      if (!allowed) context.report({ node: node.source, messageId: 'outside', data: { source, room } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}
