/**
 * The test kit as the examples' runner uses it: the devnet and the injected test wallet. The one place to switch
 * to the published kit (portico-devnet) once devnet/ becomes that package.
 */
export { startDevnet, type Devnet } from '../../../devnet'
export { installTestWallet, type TestWallet } from '../wallet/test-wallet'
export { devnetChains, TEST_WALLET_NAME } from '../modal/demo-env'
export { serveDemo as serveBuild, type DemoServer as BuildServer } from '../../../demo/serve'
