/** The kit chunk (compiler.ts), loaded when the first transaction is built; a kit package the app lacks is named. */
import { packageMissing } from './messages'

export const loadCompiler = () =>
  import('./compiler').catch((cause: unknown) => {
    throw packageMissing(cause)
  })
