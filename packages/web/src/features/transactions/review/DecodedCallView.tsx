import { type Address, getAddress, maxUint256 } from 'viem'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import type { ReviewTokens } from '../actions/readReviewTokens'
import { type Call, type DecodedCall, decodeCall } from './decodeCall'
import { describeSettingsChange } from './describeSettingsChange'
import { TokenAmount } from './TokenAmount'

/** The native coin, for amounts. */
export interface NativeCurrency {
  symbol: string
  decimals: number
}

/**
 * What a call does, decoded by the app: a batch lists each of its actions, each explained the same way. ERC-20 amounts
 * are shown in the token's units and symbol, as its contract states them (`tokens`), next to the raw value.
 */
export function DecodedCallView({
  safe,
  call,
  native,
  tokens = {},
}: {
  safe: Address
  call: Call
  native: NativeCurrency
  tokens?: ReviewTokens | undefined
}) {
  return <DecodedView safe={safe} call={call} decoded={decodeCall(safe, call)} native={native} tokens={tokens} />
}

function DecodedView({
  safe,
  call,
  decoded,
  native,
  tokens,
}: {
  safe: Address
  call: Call
  decoded: DecodedCall
  native: NativeCurrency
  tokens: ReviewTokens
}) {
  const amount = `${formatTokenAmount(call.value.toString(), native.decimals, { notation: 'exact' })} ${native.symbol}`
  switch (decoded.kind) {
    case 'transfer':
      return (
        <p className="safe-tx-review__call">
          Sends {amount} to <AddressDisplay address={decoded.to} />
        </p>
      )
    case 'settings':
      return <p className="safe-tx-review__call">{describeSettingsChange(decoded.change)}</p>
    case 'erc20':
      return <Erc20CallView decoded={decoded} token={tokens[getAddress(decoded.token)] ?? null} />
    case 'message-signature':
      return (
        <p className="safe-tx-review__call" data-testid="decoded-message-signature">
          Signs, as the Safe and on chain, the message bytes{' '}
          <code className="safe-tx-review__data">{decoded.data}</code> (SignMessageLib): contracts will accept them as
          signed by this Safe.
        </p>
      )
    case 'parent-approval':
      return (
        <p className="safe-tx-review__call" data-testid="decoded-parent-approval">
          Confirms, as an owner of the Safe <AddressDisplay address={decoded.child} />, its transaction{' '}
          <code className="safe-tx-review__data">{decoded.safeTxHash}</code> on chain (approveHash): once this runs, it
          counts as this Safe’s confirmation there.
        </p>
      )
    case 'nested-execution':
      return (
        <div className="safe-tx-review__call" data-testid="decoded-nested-execution">
          <p>
            Executes, as an owner of the Safe <AddressDisplay address={decoded.child} />, its transaction
            (execTransaction) with this Safe’s confirmation included. That transaction:
          </p>
          <DecodedView
            safe={decoded.child}
            call={decoded.call}
            decoded={decoded.decoded}
            native={native}
            tokens={tokens}
          />
        </div>
      )
    case 'too-deep':
      return (
        <p className="safe-tx-review__call">
          A batch (<AddressDisplay address={decoded.to} iconSize={0} />) nested too deep to be read.
        </p>
      )
    case 'contract':
      return (
        <p className="safe-tx-review__call">
          Calls <AddressDisplay address={decoded.to} /> with {decoded.dataSize} bytes of data (function{' '}
          <code>{decoded.selector}</code>){call.value > 0n ? `, sending ${amount}` : ''}
          {call.operation === 1 ? ' as a DELEGATE call' : ''}.
        </p>
      )
    case 'batch':
      return (
        <div className="safe-tx-review__call">
          <p>
            A batch of {decoded.actions.length} action{decoded.actions.length === 1 ? '' : 's'} (MultiSend{' '}
            <AddressDisplay address={decoded.to} iconSize={0} />
            ):
          </p>
          <ol className="safe-tx-review__actions" data-testid="batch-actions">
            {decoded.actions.map((action, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a batch's actions are identified by their position
              <li key={index} className="safe-tx-review__action">
                <span className="safe-tx-review__operation">{action.call.operation === 1 ? 'DELEGATE' : 'CALL'}</span>
                <DecodedView safe={safe} call={action.call} decoded={action.decoded} native={native} tokens={tokens} />
              </li>
            ))}
          </ol>
        </div>
      )
  }
}

function Erc20CallView({
  decoded,
  token,
}: {
  decoded: Extract<DecodedCall, { kind: 'erc20' }>
  token: ReviewTokens[Address] | null
}) {
  const of = (
    <>
      {' '}
      of token <AddressDisplay address={decoded.token} iconSize={0} />
    </>
  )
  const [first, second, third] = decoded.args as [Address, Address | bigint, bigint | undefined]
  switch (decoded.method) {
    case 'transfer':
      return (
        <p className="safe-tx-review__call" data-testid="decoded-erc20">
          Sends <TokenAmount raw={second as bigint} token={token} />
          {of} to <AddressDisplay address={first} />
        </p>
      )
    case 'approve':
      return (
        <p className="safe-tx-review__call" data-testid="decoded-erc20">
          Allows <AddressDisplay address={first} /> to spend{' '}
          {second === maxUint256 ? 'any amount' : <TokenAmount raw={second as bigint} token={token} />}
          {of} from the Safe
        </p>
      )
    case 'transferFrom':
      return (
        <p className="safe-tx-review__call" data-testid="decoded-erc20">
          Moves <TokenAmount raw={third ?? 0n} token={token} />
          {of} from <AddressDisplay address={first} /> to <AddressDisplay address={second as Address} />
        </p>
      )
  }
}
