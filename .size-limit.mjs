// size-limit looks for this file; the budgets themselves live in size-limit.json.
import { readFileSync } from 'node:fs'
export default JSON.parse(readFileSync(new URL('./size-limit.json', import.meta.url), 'utf8'))
