import type { Balance } from '@strongroom/protocol'
import { useState } from 'react'
import type { Address } from 'viem'
import { paths } from '../../app/paths'
import { Button, buttonClass } from '../../components/Button'
import { Link } from '../../components/Link'
import { Panel } from '../../components/Panel'
import { QueryState } from '../../components/QueryState'
import { SkeletonRows } from '../../components/Skeleton'
import { TokenAmount } from '../../components/TokenAmount'
import { TokenIcon } from '../../components/TokenIcon'
import { usePageTitle } from '../../hooks/usePageTitle'
import { formatFiat } from '../../lib/formatFiat'
import { AddToWalletButton } from './AddToWalletButton'
import { AssetsEmpty } from './AssetsEmpty'
import { CurrencySelect } from './CurrencySelect'
import { describeBalancesError } from './describeBalancesError'
import { selectVisibleBalances } from './selectVisibleBalances'
import { useFiatCurrency } from './useFiatCurrency'
import { useHiddenTokens } from './useHiddenTokens'
import { useSafeBalances } from './useSafeBalances'
import { type TokenListMode, useTokenListMode } from './useTokenListMode'
import './assets.css'

/** The Safe's tokens with balances and values: currency, default/all token list, hide and unhide. */
export function AssetsPage({ address, prefix }: { address: Address; prefix: string }) {
  usePageTitle('Assets')
  const [currency] = useFiatCurrency()
  const [mode, setMode] = useTokenListMode()
  const balances = useSafeBalances(address, { currency, trusted: mode === 'default' })
  const { hidden, hide, unhide } = useHiddenTokens()
  const [showHidden, setShowHidden] = useState(false)

  return (
    <Panel
      title="Tokens"
      actions={
        <>
          <CurrencySelect />
          <TokenListToggle mode={mode} onChange={setMode} />
        </>
      }
    >
      <QueryState
        query={balances}
        loading="Loading balances…"
        skeleton={<SkeletonRows variant="asset" count={4} />}
        error={describeBalancesError}
      >
        {(data) => {
          const visible = selectVisibleBalances(data, hidden)
          const rows = showHidden ? data.items : visible.items
          return (
            <>
              <p className="assets-total">
                Total value <strong data-testid="assets-total">{formatFiat(visible.fiatTotal, currency)}</strong>
              </p>
              {rows.length === 0 ? (
                <AssetsEmpty
                  reason={data.items.length > 0 ? 'all-hidden' : mode === 'default' ? 'default-list' : 'none'}
                  safe={{ prefix, address }}
                  onShowAll={() => setMode('all')}
                  onShowHidden={() => setShowHidden(true)}
                />
              ) : (
                <TokenTable
                  safe={{ prefix, address }}
                  rows={rows}
                  currency={currency}
                  hidden={hidden}
                  onToggle={(item) =>
                    hidden.has(item.tokenInfo.address.toLowerCase())
                      ? unhide(item.tokenInfo.address)
                      : hide(item.tokenInfo.address)
                  }
                />
              )}
              {visible.hiddenCount > 0 && (
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => setShowHidden((value) => !value)}
                  aria-pressed={showHidden}
                >
                  {showHidden ? 'Done' : `Show hidden tokens (${visible.hiddenCount})`}
                </Button>
              )}
            </>
          )
        }}
      </QueryState>
    </Panel>
  )
}

function TokenListToggle({ mode, onChange }: { mode: TokenListMode; onChange(mode: TokenListMode): void }) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Tokens shown</legend>
      <Button size="small" aria-pressed={mode === 'default'} onClick={() => onChange('default')}>
        Default tokens
      </Button>
      <Button size="small" aria-pressed={mode === 'all'} onClick={() => onChange('all')}>
        All tokens
      </Button>
    </fieldset>
  )
}

interface TokenTableProps {
  safe: { prefix: string; address: Address }
  rows: readonly Balance[]
  currency: string
  hidden: ReadonlySet<string>
  onToggle(item: Balance): void
}

function TokenTable({ safe, rows, currency, hidden, onToggle }: TokenTableProps) {
  return (
    <table className="token-table">
      <caption className="visually-hidden">Token balances</caption>
      <thead>
        <tr>
          <th scope="col">Asset</th>
          <th scope="col">Balance</th>
          <th scope="col">Price</th>
          <th scope="col">Value</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => {
          const { tokenInfo } = item
          const isHidden = hidden.has(tokenInfo.address.toLowerCase())
          return (
            <tr key={tokenInfo.address} data-testid="token-row" className={isHidden ? 'token-row--hidden' : undefined}>
              <th scope="row">
                <span className="token-name">
                  <TokenIcon logoUri={tokenInfo.logoUri} symbol={tokenInfo.symbol} />
                  <span>
                    <span className="token-name__symbol">{tokenInfo.symbol}</span>
                    <span className="token-name__name">{tokenInfo.name}</span>
                  </span>
                </span>
              </th>
              <td data-label="Balance">
                <TokenAmount raw={item.balance} decimals={tokenInfo.decimals} symbol={tokenInfo.symbol} />
              </td>
              <td data-label="Price">{formatFiat(item.fiatConversion, currency)}</td>
              <td data-label="Value">{formatFiat(item.fiatBalance, currency)}</td>
              <td className="token-actions">
                {(tokenInfo.type === 'ERC20' || tokenInfo.type === 'NATIVE_TOKEN') && item.balance !== '0' && (
                  <Link
                    className={buttonClass('ghost', 'small')}
                    href={paths.safe(safe, 'newTransaction', {
                      flow: 'send',
                      ...(tokenInfo.type === 'ERC20' ? { token: tokenInfo.address } : {}),
                    })}
                  >
                    Send<span className="visually-hidden"> {tokenInfo.symbol}</span>
                  </Link>
                )}
                {tokenInfo.type === 'ERC20' && <AddToWalletButton token={tokenInfo} />}
                {tokenInfo.type !== 'NATIVE_TOKEN' && (
                  <Button size="small" variant="ghost" onClick={() => onToggle(item)}>
                    {isHidden ? 'Unhide' : 'Hide'}
                    <span className="visually-hidden"> {tokenInfo.symbol}</span>
                  </Button>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
