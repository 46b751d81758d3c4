/** Lints a snippet as if it were a file of the repository, with its real ESLint config. */
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: process.cwd() })

/** The messages one rule reports for `code` at `filePath`. */
export async function lintMessages(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message)
}
