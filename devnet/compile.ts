// Run by `npm install` (the prepare script): compiles the devnet contracts with solc-js into the .devnet/
// cache, so the first `npm run devnet` after a clone starts in well under 5 s.
import { compileContracts } from './chain/contracts'

const started = Date.now()
const contracts = await compileContracts()
console.log(`devnet: ${Object.keys(contracts).length} contracts compiled into .devnet/ in ${Date.now() - started} ms`)
