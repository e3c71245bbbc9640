import type { SafeTxRefund } from '@strongroom/protocol'
import { type Address, getAddress, isAddressEqual, zeroAddress } from 'viem'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Banner } from '../../../components/Banner'
import type { ReviewTokens } from '../actions/readReviewTokens'
import type { NativeCurrency } from './DecodedCallView'
import { TokenAmount } from './TokenAmount'

/**
 * The gas refund a transaction makes the Safe pay (docs/web-security.md §2.1): its largest payout in the gas token's
 * units and symbol (the token's own contract says which; the native coin for the zero address), the raw amount, how it
 * is computed, and who receives it. Red when the guardrails refuse it, a warning to acknowledge otherwise.
 */
export function RefundWarning({
  refund,
  tokens = {},
  native,
  blocked,
}: {
  refund: SafeTxRefund
  tokens?: ReviewTokens | undefined
  native: NativeCurrency
  blocked: boolean
}) {
  const nativeCoin = isAddressEqual(refund.gasToken, zeroAddress)
  const token = nativeCoin ? native : (tokens[getAddress(refund.gasToken)] ?? null)
  return (
    <Banner
      tone={blocked ? 'danger' : 'warning'}
      title="This transaction pays a gas refund out of the Safe"
      testId="refund-warning"
    >
      <p>
        Besides what it does, executing it pays up to <TokenAmount raw={refund.maxPayout} token={token} />
        {nativeCoin ? (
          ''
        ) : (
          <>
            {' '}
            of token <AddressDisplay address={refund.gasToken} iconSize={0} />
          </>
        )}{' '}
        to <RefundReceiver receiver={refund.receiver} isOwner={refund.receiverIsOwner} />.
      </p>
      <p className="safe-tx-review__hint">
        (safeTxGas + baseGas = {refund.gas.toString()} gas) × gasPrice {refund.gasPrice.toString()}. None of this app’s
        own flows asks for a refund: a refund you did not ask for is a way to drain the Safe.
      </p>
    </Banner>
  )
}

function RefundReceiver({ receiver, isOwner }: { receiver: Address | 'executor'; isOwner: boolean }) {
  if (receiver === 'executor') return <strong>whoever executes it (anyone, once it has enough confirmations)</strong>
  return (
    <>
      <AddressDisplay address={receiver} /> <strong>{isOwner ? '(an owner)' : '(not an owner of this Safe)'}</strong>
    </>
  )
}
