/**
 * A small wagmi app over the Portico modal, for the browser tests of portico/wagmi (test/e2e/wagmi): the demo's
 * devnet config (/devnet.json), the eip155 adapter, and a wagmi config from porticoWagmiConfig. What it
 * shows is wagmi's view (useAccount, useBalance, ...) beside Portico's own (portico/react's useAccount), and
 * each action is a wagmi hook. The email plugin (embedded wallet) is configured too: a second way to connect. `?token=0x…` names the ERC-20 the write-contract button transfers from.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { erc20Abi, getAddress, isAddress, parseEther, parseUnits, type Address } from 'viem'
import { base as viemBase, mainnet as viemMainnet } from 'viem/chains'
import { useAccount, useBalance, useConnect, useConnectors, useDisconnect, useSendTransaction, useSignMessage, useSwitchChain, useWriteContract, WagmiProvider } from 'wagmi'
import { eip155 } from 'portico/adapters/eip155'
import { loadDevnetJson } from '../../../../demo/src/devnetConfig'
import { ConnectButton, createModal, ModalProvider, NetworkButton, useAccount as usePorticoAccount, useDisconnect as usePorticoDisconnect, useNetwork } from 'portico/react'
import { porticoWagmiConfig } from 'portico/wagmi'
import { email } from 'portico/plugins/email'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { RECIPIENT, SEND_ETH, SEND_TOKEN, TOKEN_DECIMALS } from './constants'


function tokenFromQuery(): Address | undefined {
  const token = new URLSearchParams(location.search).get('token')
  return token && isAddress(token) ? getAddress(token) : undefined
}

function Wagmi() {
  const { address, chainId, status } = useAccount()
  const balance = useBalance({ address, chainId })
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const switchChain = useSwitchChain()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const write = useWriteContract()
  const [token] = useState(tokenFromQuery)
  const failure = [connect, disconnect, switchChain, sign, send, write].find((mutation) => mutation.error)?.error
  return (
    <section aria-labelledby="wagmi-heading">
      <h2 id="wagmi-heading">wagmi</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">{chainId ?? '—'}</dd>
        <dt>Balance (wei)</dt>
        <dd data-testid="wagmi-balance">{balance.data ? balance.data.value.toString() : balance.error ? balance.error.name : '—'}</dd>
        <dt>Signature</dt>
        <dd data-testid="wagmi-signature">{sign.data ?? '—'}</dd>
        <dt>Sent</dt>
        <dd data-testid="wagmi-sent">{send.data ?? '—'}</dd>
        <dt>Written</dt>
        <dd data-testid="wagmi-written">{write.data ?? '—'}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={() => connectors[0] && connect.mutate({ connector: connectors[0] })}>
          Connect with wagmi
        </button>
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect with wagmi
        </button>
        <button type="button" onClick={() => switchChain.mutate({ chainId: chainId === viemBase.id ? viemMainnet.id : viemBase.id })}>
          Switch chain with wagmi
        </button>
        <button type="button" onClick={() => sign.mutate({ message: 'Portico with wagmi' })}>
          Sign with wagmi
        </button>
        <button type="button" onClick={() => send.mutate({ to: RECIPIENT, value: parseEther(SEND_ETH) })}>
          Send {SEND_ETH} ETH with wagmi
        </button>
        <button
          type="button"
          disabled={!token}
          onClick={() => token && write.mutate({ address: token, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, parseUnits(SEND_TOKEN, TOKEN_DECIMALS)] })}
        >
          Transfer {SEND_TOKEN} tokens with wagmi
        </button>
      </div>
      <p role="status" data-testid="wagmi-error">
        {failure ? failure.name : ''}
      </p>
    </section>
  )
}

function Portico() {
  const { address, status } = usePorticoAccount()
  const { network } = useNetwork()
  const { disconnect } = usePorticoDisconnect()
  return (
    <section aria-labelledby="portico-heading">
      <h2 id="portico-heading">Portico</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="portico-status">{status ?? 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid="portico-address">{address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="portico-network">{network?.caipNetworkId ?? '—'}</dd>
      </dl>
      <div className="actions">
        <ConnectButton />
        <NetworkButton />
        <button type="button" onClick={() => void disconnect()}>
          Disconnect with Portico
        </button>
      </div>
    </section>
  )
}

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  const devnet = await loadDevnetJson()
  const modal = createModal({
    projectId: devnet.projectId ?? 'portico-wagmi-page',
    metadata: { name: 'Portico with wagmi', description: 'portico/wagmi browser test page', url: location.origin, icons: [] },
    adapters: [eip155()],
    // Email login through the embedded wallet: wagmi follows that connection as it follows a browser wallet's.
    plugins: [embeddedWallet(), email()],
    networks: devnet.modal.networks,
    themeMode: new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light',
    services: devnet.modal.services,
  })
  // The devnet's chains carry the ids of Ethereum and Base but none of their contracts: no Multicall3 for
  // wagmi's default batching (which reads balances through it).
  const config = porticoWagmiConfig({ modal, chains: [viemMainnet, viemBase], batch: { multicall: false } })
  const queryClient = new QueryClient()
  root.render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ModalProvider modal={modal}>
            <main>
              <h1>Portico with wagmi</h1>
              <Portico />
              <Wagmi />
            </main>
          </ModalProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}

void start()
