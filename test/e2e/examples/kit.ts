/**
 * The test kit as the examples' runner uses it: the devnet and the injected test wallet. Through the kit's
 * public entries (portico-devnet), as a dapp's tests would.
 */
export { startDevnet, type Devnet } from 'portico-devnet'
export { installTestWallet, type TestWallet } from 'portico-devnet/playwright'
export { devnetChains, TEST_WALLET_NAME } from '../modal/demo-env'
export { serveDemo as serveBuild, type DemoServer as BuildServer } from '../../../demo/serve'
