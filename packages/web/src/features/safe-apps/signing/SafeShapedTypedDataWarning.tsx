import type { SafeShapedTypedData } from '@strongroom/protocol'
import { useId } from 'react'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Banner } from '../../../components/Banner'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { SafeTxReview } from '../../transactions'

/**
 * Typed data an app asks this Safe to sign that is shaped like a Safe's own approval (docs/web-security.md §2.8): a
 * `SafeTx` is reviewed as the transaction it is (decoded call, fields, hashes, guardrails) and a `SafeMessage` shows its
 * bytes; signing waits for the owner's acknowledgement that this may approve something for another account.
 */
export function SafeShapedTypedDataWarning({
  safeShaped,
  fallbackChainId,
  acknowledged,
  onAcknowledgedChange,
}: {
  safeShaped: SafeShapedTypedData
  fallbackChainId: number
  acknowledged: boolean
  onAcknowledgedChange(acknowledged: boolean): void
}) {
  const acknowledgeId = useId()
  const chainInfo = useChainInfo().data
  const native = {
    symbol: chainInfo?.nativeCurrency.symbol ?? 'ETH',
    decimals: chainInfo?.nativeCurrency.decimals ?? 18,
  }
  const chainId =
    safeShaped.chainId !== null && safeShaped.chainId <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(safeShaped.chainId)
      : fallbackChainId
  const account = safeShaped.verifyingContract ? (
    <AddressDisplay address={safeShaped.verifyingContract} />
  ) : (
    'an account it does not name'
  )
  return (
    <Banner
      tone="danger"
      title={
        safeShaped.kind === 'safe-tx'
          ? 'This typed data is a transaction of another Safe'
          : 'This typed data is a message of another Safe'
      }
      testId="safe-shaped-typed-data"
    >
      <p>
        The app asks this Safe to sign a {safeShaped.kind === 'safe-tx' ? 'SafeTx' : 'SafeMessage'} of {account}. If
        this Safe is one of its owners, the signature approves it as if you had signed it there: review it as such.
      </p>
      {safeShaped.kind === 'safe-tx' && safeShaped.tx && safeShaped.verifyingContract && (
        <SafeTxReview
          chainId={chainId}
          safe={safeShaped.verifyingContract}
          tx={safeShaped.tx}
          native={native}
          acknowledged
          onAcknowledgedChange={() => {}}
        />
      )}
      {safeShaped.kind === 'safe-message' && (
        <p>
          The bytes it approves: <code>{safeShaped.message}</code>
        </p>
      )}
      <p>
        <input
          id={acknowledgeId}
          type="checkbox"
          checked={acknowledged}
          onChange={(event) => onAcknowledgedChange(event.target.checked)}
        />
        <label htmlFor={acknowledgeId}>I understand that this may approve something for another account.</label>
      </p>
    </Banner>
  )
}
