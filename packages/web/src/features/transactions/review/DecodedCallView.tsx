import type { Address } from 'viem'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import { type Call, type DecodedCall, decodeCall } from './decodeCall'
import { describeSettingsChange } from './describeSettingsChange'

/** The native coin, for amounts. */
export interface NativeCurrency {
  symbol: string
  decimals: number
}

/** What a call does, decoded by the app: a batch lists each of its actions, each explained the same way. */
export function DecodedCallView({ safe, call, native }: { safe: Address; call: Call; native: NativeCurrency }) {
  return <DecodedView safe={safe} call={call} decoded={decodeCall(safe, call)} native={native} />
}

function DecodedView({
  safe,
  call,
  decoded,
  native,
}: {
  safe: Address
  call: Call
  decoded: DecodedCall
  native: NativeCurrency
}) {
  const amount = `${formatTokenAmount(call.value.toString(), native.decimals)} ${native.symbol}`
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
      return (
        <p className="safe-tx-review__call">
          Token <AddressDisplay address={decoded.token} />: <code>{decoded.method}</code>(
          {decoded.args.map((arg) => String(arg)).join(', ')})
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
                <DecodedView safe={safe} call={action.call} decoded={action.decoded} native={native} />
              </li>
            ))}
          </ol>
        </div>
      )
  }
}
