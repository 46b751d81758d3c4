/**
 * The dev wallet page script: WalletKit on the devnet relay, the dev key for
 * signing, and a plain DOM UI (pair, proposal, requests, sessions, a log).
 */
import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { WalletPageConfig } from './config'
import { button, fill, h } from './dom'
import { createSigner } from './signer'
import { createSolanaSigner, SOLANA_METHODS } from './solana-signer'

type Kit = Awaited<ReturnType<typeof WalletKit.init>>

const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'eth_accounts', 'eth_requestAccounts']
const EVENTS = ['chainChanged', 'accountsChanged']

async function main(): Promise<void> {
  const config = (await (await fetch('/config.json')).json()) as WalletPageConfig
  const signer = createSigner(config.privateKey, config.chains)
  const solana = config.solana ? await createSolanaSigner(config.solana) : undefined
  const kit: Kit = await WalletKit.init({
    core: new Core({ projectId: 'devnet', relayUrl: config.relayUrl, customStoragePrefix: 'portico-dev-wallet', logger: 'silent' }),
    metadata: { name: 'Portico Dev Wallet', description: 'Devnet WalletConnect wallet', url: location.origin, icons: [] },
  })

  const app = document.getElementById('app') as HTMLElement
  const pairSection = h('section', { 'aria-labelledby': 'pair-title' })
  const proposalSection = h('section', { 'aria-labelledby': 'proposal-title', hidden: '' })
  const requestsSection = h('section', { 'aria-labelledby': 'requests-title' })
  const sessionsSection = h('section', { 'aria-labelledby': 'sessions-title' })
  const log = h('ul', { role: 'log', 'aria-label': 'Wallet log' })
  const pending = new Map<number, WalletKitTypes.SessionRequest>()

  const note = (text: string) => log.prepend(h('li', {}, `${new Date().toLocaleTimeString()} ${text}`))

  const uriInput = h('input', { type: 'text', id: 'uri', placeholder: 'wc:…', autocomplete: 'off' })
  async function pair(uri: string): Promise<void> {
    try {
      await kit.pair({ uri: uri.trim() })
      note('Paired; waiting for the proposal')
    } catch (error) {
      note(`Pairing failed: ${(error as Error).message}`)
    }
  }
  fill(
    pairSection,
    h('h2', { id: 'pair-title' }, 'Pair with a dapp'),
    h('label', { for: 'uri' }, 'Pairing URI'),
    uriInput,
    button('Pair', () => void pair(uriInput.value), true),
  )

  function renderProposal(proposal: WalletKitTypes.SessionProposal): void {
    const { params } = proposal
    const requested = [
      ...Object.values(params.requiredNamespaces).flatMap((ns) => ns.chains ?? []),
      ...Object.values(params.optionalNamespaces).flatMap((ns) => ns.chains ?? []),
    ]
    const offered = config.chains.filter((chain) => requested.includes(`eip155:${chain.id}`))
    const boxes = offered.map((chain) => {
      const box = h('input', { type: 'checkbox', id: `chain-${chain.id}`, checked: '' })
      return { chain, box, row: h('label', { for: `chain-${chain.id}` }, box, ` ${chain.name} (eip155:${chain.id})`) }
    })
    // The devnet's Solana chain, when the dapp asked for it and the page has a Solana key.
    const solanaBox = solana && requested.includes(solana.caipNetworkId) ? h('input', { type: 'checkbox', id: 'chain-solana', checked: '' }) : undefined
    const solanaRow = solana && solanaBox ? h('label', { for: 'chain-solana' }, solanaBox, ` Solana Local (${solana.caipNetworkId})`) : undefined
    const done = () => {
      proposalSection.hidden = true
      fill(proposalSection)
    }
    const approve = async () => {
      const chains = boxes.filter(({ box }) => box.checked).map(({ chain }) => `eip155:${chain.id}`)
      const supportedNamespaces: Parameters<typeof buildApprovedNamespaces>[0]['supportedNamespaces'] = {}
      if (chains.length > 0) supportedNamespaces.eip155 = { chains, methods: METHODS, events: EVENTS, accounts: chains.map((chain) => `${chain}:${signer.address}`) }
      if (solana && solanaBox?.checked) {
        supportedNamespaces.solana = { chains: [solana.caipNetworkId], methods: SOLANA_METHODS, events: EVENTS, accounts: [`${solana.caipNetworkId}:${solana.address}`] }
      }
      try {
        const namespaces = buildApprovedNamespaces({ proposal: params, supportedNamespaces })
        await kit.approveSession({ id: params.id, namespaces })
        note(`Session approved for ${params.proposer.metadata.name}`)
      } catch (error) {
        note(`Approval failed: ${(error as Error).message}`)
      }
      done()
      renderSessions()
    }
    const reject = async () => {
      await kit.rejectSession({ id: params.id, reason: getSdkError('USER_REJECTED') })
      note('Session proposal rejected')
      done()
    }
    proposalSection.hidden = false
    fill(
      proposalSection,
      h('h2', { id: 'proposal-title' }, 'Session proposal'),
      h('p', {}, `${params.proposer.metadata.name} (${params.proposer.metadata.url}) asks to connect.`),
      h('fieldset', {}, h('legend', {}, 'Chains to approve'), ...boxes.map(({ row }) => row), solanaRow),
      button('Approve', () => void approve(), true, 'Approve session'),
      button('Reject', () => void reject(), false, 'Reject session'),
    )
  }

  async function switchChain(request: WalletKitTypes.SessionRequest): Promise<null> {
    const [{ chainId }] = request.params.request.params as [{ chainId: string }]
    const id = Number.parseInt(chainId, 16)
    if (!config.chains.some((chain) => chain.id === id)) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
    const session = kit.getActiveSessions()[request.topic]
    const current = session?.namespaces.eip155
    if (session && current && !current.chains?.includes(`eip155:${id}`)) {
      const eip155 = {
        ...current,
        chains: [...(current.chains ?? []), `eip155:${id}`],
        accounts: [...current.accounts, `eip155:${id}:${signer.address}`],
      }
      await kit.updateSession({ topic: request.topic, namespaces: { ...session.namespaces, eip155 } })
    }
    await kit.emitSessionEvent({ topic: request.topic, event: { name: 'chainChanged', data: id }, chainId: `eip155:${id}` })
    return null
  }

  async function respond(request: WalletKitTypes.SessionRequest, approved: boolean): Promise<void> {
    pending.delete(request.id)
    renderRequests()
    const { method, params } = request.params.request
    if (!approved) {
      await kit.respondSessionRequest({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') } })
      note(`Rejected ${method}`)
      return
    }
    try {
      const result =
        method === 'wallet_switchEthereumChain'
          ? await switchChain(request)
          : method.startsWith('solana_') && solana
            ? await solana.answer(method, params)
            : await signer.answer({ method, params, chainId: request.params.chainId })
      await kit.respondSessionRequest({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result } })
      note(`Approved ${method}`)
    } catch (error) {
      const code = (error as { code?: number }).code ?? 5000
      await kit.respondSessionRequest({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error: { code, message: (error as Error).message } } })
      note(`Failed ${method}: ${(error as Error).message}`)
    }
  }

  function renderRequests(): void {
    const items = [...pending.values()].map((request) => {
      const { method, params } = request.params.request
      return h(
        'li',
        { 'aria-label': `Request ${method}` },
        h('strong', {}, method),
        ` on ${request.params.chainId}`,
        h('pre', {}, JSON.stringify(params, null, 2)),
        button('Approve', () => void respond(request, true), true, `Approve ${method}`),
        button('Reject', () => void respond(request, false), false, `Reject ${method}`),
      )
    })
    fill(
      requestsSection,
      h('h2', { id: 'requests-title' }, 'Requests'),
      items.length ? h('ul', { 'aria-label': 'Pending requests' }, ...items) : h('p', {}, 'No pending request.'),
    )
  }

  function renderSessions(): void {
    const sessions = Object.values(kit.getActiveSessions())
    const items = sessions.map((session) =>
      h(
        'li',
        {},
        `${session.peer.metadata.name} — ${[...(session.namespaces.eip155?.chains ?? []), ...(session.namespaces.solana?.chains ?? [])].join(', ')}`,
        button(
          'Disconnect',
          () =>
            void kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') }).then(() => {
              note(`Disconnected ${session.peer.metadata.name}`)
              renderSessions()
            }),
          false,
          `Disconnect ${session.peer.metadata.name}`,
        ),
      ),
    )
    fill(
      sessionsSection,
      h('h2', { id: 'sessions-title' }, 'Sessions'),
      items.length ? h('ul', { 'aria-label': 'Active sessions' }, ...items) : h('p', {}, 'No active session.'),
    )
  }

  kit.on('session_proposal', renderProposal)
  kit.on('session_request', (request) => {
    // One line per request the wallet was handed: a test counts them to prove nothing arrived twice.
    note(`Received ${request.params.request.method} #${request.id}`)
    pending.set(request.id, request)
    renderRequests()
  })
  kit.on('session_delete', () => {
    note('Session deleted by the dapp')
    renderSessions()
  })

  fill(
    app,
    h('h1', {}, 'Portico Dev Wallet'),
    h('p', {}, 'Account ', h('code', { 'data-testid': 'wallet-address' }, signer.address)),
    solana ? h('p', {}, 'Solana account ', h('code', { 'data-testid': 'wallet-solana-address' }, solana.address)) : null,
    pairSection,
    proposalSection,
    requestsSection,
    sessionsSection,
    h('section', { 'aria-labelledby': 'log-title' }, h('h2', { id: 'log-title' }, 'Log'), log),
  )
  app.removeAttribute('aria-busy')
  renderRequests()
  renderSessions()
  const uri = new URLSearchParams(location.search).get('uri')
  if (uri) {
    uriInput.value = uri
    await pair(uri)
  }
}

void main()
