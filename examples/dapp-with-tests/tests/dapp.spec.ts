import { createPublicKey, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import { approveRequest, balanceOf, connectWallet, loginWithEmail, pairWalletConnect, TEST_WALLET_NAMES, transactionMined } from 'portico-devnet/playwright'
import { getAddress, parseEther, verifyMessage, type Hash, type Hex } from 'viem'
import { expect, test } from './fixtures'

/** What the app signs (src/App.tsx). */
const MESSAGE = 'Hello from the Portico dapp'
/** An address no dev account uses: its balance moves only by what the test sends. */
const RECIPIENT = '0x0000000000000000000000000000000000001234'

test('connects the test wallet and sends 0.01 ETH, checked on chain', async ({ page, devnet, wallets }) => {
  await connectWallet(page, TEST_WALLET_NAMES.eip155)
  await expect(page.getByRole('status', { name: 'Ethereum account' })).toHaveText(wallets.eip155!.address)
  const before = await balanceOf(devnet, { chainId: 1, address: RECIPIENT })

  await page.getByLabel('Recipient').fill(RECIPIENT)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const output = page.getByRole('status', { name: 'Transaction hash' })
  await expect(output).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await output.textContent()) as Hash

  const receipt = await transactionMined(devnet, { chainId: 1, hash })
  expect(getAddress(receipt.from)).toBe(getAddress(wallets.eip155!.address))
  expect(receipt.to).toBe(RECIPIENT)
  expect((await balanceOf(devnet, { chainId: 1, address: RECIPIENT })) - before).toBe(parseEther('0.01'))
})

test('a signature rejected in the wallet shows the app’s message', async ({ page, wallets }) => {
  await connectWallet(page, TEST_WALLET_NAMES.eip155)
  wallets.eip155!.mode('reject', { method: 'personal_sign' })
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('alert')).toHaveText('Signature declined in your wallet.')
  await expect(page.getByRole('status', { name: 'Signature' })).toHaveCount(0)
  expect(wallets.eip155!.calls('personal_sign').map((call) => call.outcome)).toEqual([4001])
})

test('logs in by email through the dev inbox', async ({ page, devnet, wallets }) => {
  const email = `dapp-${Date.now()}@example.test`
  await loginWithEmail(page, devnet, email)
  const account = page.getByRole('status', { name: 'Ethereum account' })
  await expect(account).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  // A new embedded-wallet account, not the injected test wallet's, after one code from the inbox.
  expect((await account.textContent())?.toLowerCase()).not.toBe(wallets.eip155!.address.toLowerCase())
  expect(devnet.inbox(email).codes).toHaveLength(1)
})

test('pairs the dev WalletConnect wallet, which signs a message', async ({ page, devnet }) => {
  const walletTab = await pairWalletConnect(page, devnet)
  const address = devnet.devAccounts.evm[1]!.address
  await expect(page.getByRole('status', { name: 'Ethereum account' })).toHaveText(new RegExp(`^${address}$`, 'i'))

  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveRequest(walletTab, 'personal_sign')
  const output = page.getByRole('status', { name: 'Signature' })
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await output.textContent()) as Hex
  expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
})

test('connects the Solana test wallet and signs a message', async ({ page, devnet, wallets }) => {
  await connectWallet(page, TEST_WALLET_NAMES.solana)
  const address = devnet.devAccounts.solana[0]!.address
  await expect(page.getByRole('status', { name: 'Solana account' })).toHaveText(address)

  await page.getByRole('button', { name: 'Sign with Solana' }).click()
  const output = page.getByRole('status', { name: 'Solana signature' })
  await expect(output).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  const signature = (await output.textContent()) as string
  // An Ed25519 signature of the message by the account's key (a Solana address is its public key in base58).
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(base58.decode(address)).toString('base64url') }, format: 'jwk' })
  expect(verify(null, Buffer.from(MESSAGE), publicKey, base58.decode(signature))).toBe(true)
  expect(wallets.solana!.calls('signMessage').map((call) => call.outcome)).toEqual(['ok'])
})
