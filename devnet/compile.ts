// `npm run devnet:contracts`: compiles the devnet contracts with solc-js into the .devnet/ cache, so the next
// devnet start is well under 5 s. The devnet compiles them itself on a cache miss, and the test configs warm
// the cache once per run (test/devnet-contracts.setup.ts): nothing runs at `npm install`.
import { compileContracts } from './chain/contracts'

const started = Date.now()
const contracts = await compileContracts()
console.log(`devnet: ${Object.keys(contracts).length} contracts compiled into .devnet/ in ${Date.now() - started} ms`)
