/** SwapSelectToken: the token picker of one side: search, "My tokens" (what the account holds), popular, all. */
import { useState, type ReactElement } from 'react'
import { EmptyState, FORM_CSS, formatSignificant, ListButton, safeImageUrl, TextField, useStyles, type ViewProps } from '../../../kernel/plugin'
import { SWAP_FORM_MESSAGES } from '../messages'
import type { TokenSide } from '../state'
import { searchTokens, type SwapTokenInfo } from '../tokens'
import { useSwap } from './useSwap'

export default function SwapSelectToken({ kernel, data }: ViewProps): ReactElement {
  const { state, actions } = useSwap(kernel)
  const [search, setSearch] = useState('')
  const styles = useStyles<HTMLDivElement>(FORM_CSS)
  const side: TokenSide = data?.side === 'target' ? 'target' : 'source'
  const current = side === 'source' ? state.sourceToken : state.toToken

  const choose = (token: SwapTokenInfo) => {
    void actions?.setToken(side, token.address)
    kernel.router.goBack()
  }
  const list = (title: string, tokens: SwapTokenInfo[]) =>
    tokens.length === 0 ? null : (
      <section aria-label={title}>
        <h3 className="pt-section-label">{title}</h3>
        <ul className="pt-list">
          {tokens.map((token) => (
            <li key={token.address}>
              <ListButton
                label={token.symbol}
                imageUrl={safeImageUrl(token.logoUri)}
                // The balance, right-aligned; the button's name stays the symbol, as the list's other rows.
                trailing={
                  token.quantity ? (
                    <span className="pt-num" aria-hidden="true">
                      {formatSignificant(token.quantity.numeric)}
                    </span>
                  ) : undefined
                }
                current={token.address === current?.address}
                onClick={() => choose(token)}
              />
            </li>
          ))}
        </ul>
      </section>
    )

  const searching = search.trim() !== ''
  const found = searchTokens(state.tokens, search)
  return (
    <div ref={styles} className="pt-actions pt-scroll" data-tall="">
      <TextField label="Search tokens" type="search" autoComplete="off" placeholder="Name, symbol or address" value={search} onChange={(event) => setSearch(event.target.value)} />
      {searching ? (
        (list('Results', found) ?? <EmptyState title={SWAP_FORM_MESSAGES.NO_TOKENS_FOUND} />)
      ) : (
        <>
          {list('My tokens', state.myTokensWithBalance)}
          {list('Popular tokens', state.popularTokens)}
        </>
      )}
    </div>
  )
}

SwapSelectToken.title = 'Select token'
