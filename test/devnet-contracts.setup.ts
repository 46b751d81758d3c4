/**
 * Once before the tests (vitest globalSetup, unit and browser configs): the devnet's contracts compiled into
 * the .devnet/ cache. On a clean clone that takes a few seconds, after that none; the test files' devnets then
 * start from the cache instead of each compiling them at once. (It used to be the package's `prepare` script,
 * which every app installing Portico was asked to run.)
 */
import { compileContracts } from '../devnet/chain/contracts'

export default async function setup(): Promise<void> {
  await compileContracts()
}
