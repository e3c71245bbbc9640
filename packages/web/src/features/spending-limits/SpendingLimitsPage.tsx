import { type AllowanceEdit, encodeAllowanceCalls, type SafeTxCall } from '@strongroom/protocol'
import { useState } from 'react'
import { type Address, getAddress, zeroAddress } from 'viem'
import type { SafeScreenProps } from '../../app/paths'
import { paths } from '../../app/paths'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { Panel } from '../../components/Panel'
import { LoadingState, SkeletonForm, SkeletonRows } from '../../components/Skeleton'
import { useChainInfo } from '../../hooks/useChainInfo'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { appHistory } from '../../lib/appHistory'
import { useSafeBalances } from '../assets'
import { NewTransactionReview } from '../transactions'
import { describeResetPeriodOf } from './describeResetPeriodOf'
import { formatResetDate } from './formatResetDate'
import { type AllowanceToken, SpendingLimitForm } from './SpendingLimitForm'
import { type SpendingLimitsView, useAllowanceModule, useSpendingLimits } from './useSpendingLimits'
import './spendingLimits.css'

const ORIGIN = 'Spending limits'

/**
 * Settings → Spending limits (docs/spending-limits.md): the allowances the Allowance module holds for this Safe, read
 * from the chain, and the owners' changes to them (give, edit, remove). Each change is one transaction through the
 * shared review, which enables the module first when it is not yet enabled and says that it changes who can move
 * funds.
 */
export function SpendingLimitsPage({ address, prefix }: SafeScreenProps) {
  usePageTitle('Spending limits')
  const safe = getAddress(address)
  const { chainName } = useRuntimeConfig()
  const module = useAllowanceModule()
  const limits = useSpendingLimits(safe, module)
  const [form, setForm] = useState<{ initial?: Parameters<typeof SpendingLimitForm>[0]['initial'] }>()
  const [edit, setEdit] = useState<{ kind: AllowanceEdit['kind']; calls: SafeTxCall[] }>()
  const [problem, setProblem] = useState<string>()

  if (module === null)
    return (
      <Banner
        tone="info"
        title="Spending limits are not available on this network"
        testId="spending-limits-unavailable"
      >
        <p>Safe’s Allowance module is not deployed on {chainName}, or this deployment does not name it.</p>
      </Banner>
    )
  if (module === undefined || limits.isPending)
    return (
      <LoadingState label={`Reading the Safe’s spending limits from ${chainName}…`}>
        <SkeletonRows variant="asset" count={2} />
      </LoadingState>
    )
  if (limits.isError)
    return (
      <Banner tone="danger" title="The spending limits could not be read" testId="spending-limits-error">
        <p>Spending limits are read from {chainName} itself, which did not answer. Try again.</p>
        <Button size="small" onClick={() => limits.refetch()}>
          Try again
        </Button>
      </Banner>
    )
  const data = limits.data

  if (edit)
    return (
      <Panel title={edit.kind === 'set' ? 'Review the spending limit' : 'Review: remove the spending limit'}>
        <NewTransactionReview
          address={safe}
          prefix={prefix}
          calls={edit.calls}
          origin={{ name: ORIGIN }}
          onProposed={({ safeTxHash }) => appHistory.navigate(paths.transaction({ prefix, address: safe }, safeTxHash))}
          onCancel={() => setEdit(undefined)}
        />
      </Panel>
    )

  /** Builds the one transaction of an edit; a refused edit says why on the list. */
  const review = (next: AllowanceEdit) => {
    setForm(undefined)
    try {
      const calls = encodeAllowanceCalls({
        safe,
        module,
        moduleEnabled: data.moduleEnabled,
        delegates: data.delegates,
        edits: [next],
      })
      setProblem(undefined)
      setEdit({ kind: next.kind, calls })
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }

  if (form)
    return (
      <Panel title={form.initial ? 'Edit spending limit' : 'New spending limit'}>
        <TokenChoice safe={safe} data={data}>
          {(tokens) => (
            <SpendingLimitForm
              tokens={tokens}
              initial={form.initial}
              onReview={review}
              onCancel={() => setForm(undefined)}
            />
          )}
        </TokenChoice>
      </Panel>
    )

  return (
    <div className="spending-limits" data-testid="spending-limits">
      {problem && (
        <Banner tone="danger" testId="spending-limits-problem">
          <p>{problem}</p>
        </Banner>
      )}
      <Panel
        title="Spending limits"
        actions={
          <Button size="small" onClick={() => setForm({})} data-testid="spending-limit-add">
            New spending limit
          </Button>
        }
      >
        <p>
          A beneficiary may move up to its allowance out of the Safe on its own, with one transaction and no owner
          signing. The owners set, change and remove allowances together, like any transaction.
        </p>
        {data.limits.length === 0 ? (
          <p data-testid="no-spending-limits">
            No spending limit: only the owners together can move the Safe’s assets.
          </p>
        ) : (
          <ul className="spending-limits__list" data-testid="spending-limit-list">
            {data.limits.map((limit) => (
              <li
                key={`${limit.delegate}-${limit.token}`}
                className="spending-limits__item"
                data-testid="spending-limit"
                data-delegate={limit.delegate}
                data-token={limit.token}
              >
                <div>
                  <AddressDisplay address={limit.delegate} />
                  <p className="spending-limits__figures">
                    {data.amount(limit.token, limit.allowance.amount)} {describeResetPeriodOf(limit.allowance)}; spent{' '}
                    {data.amount(limit.token, limit.allowance.spent)}, left{' '}
                    <strong>{data.amount(limit.token, limit.allowance.remaining)}</strong>
                    {limit.allowance.resetsAt ? `, refills ${formatResetDate(limit.allowance.resetsAt)}` : ''}.
                  </p>
                </div>
                <span className="spending-limits__actions">
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() =>
                      setForm({
                        initial: {
                          delegate: limit.delegate,
                          token: limit.token,
                          amount: limit.allowance.amount,
                          resetMinutes: limit.allowance.resetMinutes,
                        },
                      })
                    }
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => review({ kind: 'remove', delegate: limit.delegate, token: limit.token })}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="safe-tx-review__hint">
          Allowance module <AddressDisplay address={module} iconSize={0} />
          {data.moduleEnabled ? ' (enabled).' : ' (not enabled yet: the first allowance enables it).'}
        </p>
      </Panel>
    </div>
  )
}

/** The tokens an allowance may be in: the native coin and the ERC-20s the Safe holds, plus those it already has. */
function TokenChoice({
  safe,
  data,
  children,
}: {
  safe: Address
  data: SpendingLimitsView
  children(tokens: AllowanceToken[]): React.ReactNode
}) {
  const balances = useSafeBalances(safe, { currency: 'USD', trusted: false })
  const chain = useChainInfo()
  const native = chain.data?.nativeCurrency
  const tokens = new Map<string, AllowanceToken>()
  if (native) tokens.set(zeroAddress, { address: zeroAddress, symbol: native.symbol, decimals: native.decimals })
  for (const item of balances.data?.items ?? [])
    if (item.tokenInfo.type === 'ERC20' && item.tokenInfo.decimals !== null && item.tokenInfo.decimals !== undefined)
      tokens.set(getAddress(item.tokenInfo.address), {
        address: getAddress(item.tokenInfo.address),
        symbol: item.tokenInfo.symbol,
        decimals: item.tokenInfo.decimals,
      })
  for (const limit of data.limits) {
    const decimals = data.decimals(limit.token)
    if (decimals !== null && !tokens.has(limit.token))
      tokens.set(limit.token, { address: limit.token, symbol: data.symbol(limit.token), decimals })
  }
  if (balances.isPending)
    return (
      <LoadingState label="Loading the Safe’s tokens…">
        <SkeletonForm fields={3} />
      </LoadingState>
    )
  return <>{children([...tokens.values()])}</>
}
