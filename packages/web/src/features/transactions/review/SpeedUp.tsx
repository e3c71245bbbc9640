import { useEffect } from 'react'
import type { Address } from 'viem'
import { Button } from '../../../components/Button'
import { isFlowBusy } from '../hooks/isFlowBusy'
import type { SafeTxFlowStage } from '../hooks/useSafeTxFlow'
import { useSpeedUpTransaction } from '../hooks/useSpeedUpTransaction'

/**
 * While an execution waits to be mined: "Speed up", which sends it again with higher fees (docs/batch-execution.md
 * §2), and what came of it. Each speed-up replaces the latest one sent; the execution's own status follows whichever
 * transaction is mined.
 */
export function SpeedUp({ safe, stage }: { safe: Address; stage: SafeTxFlowStage<unknown> }) {
  const speedUp = useSpeedUpTransaction(safe)
  const mining = stage.step === 'mining'
  const { reset } = speedUp
  // A new execution starts without the last one's speed-up.
  useEffect(() => {
    if (stage.step === 'idle') reset()
  }, [stage.step, reset])
  if (!mining && speedUp.stage.step !== 'failed') return null
  const sent = speedUp.stage.step === 'done' ? speedUp.stage.result : undefined
  const latest = sent?.hash ?? (mining ? stage.hash : undefined)
  return (
    <div className="tx-details__speed-up" data-testid="speed-up">
      {mining && latest && (
        <p className="tx-details__note" data-testid={sent ? 'speed-up-sent' : 'speed-up-offer'}>
          {sent
            ? `Sent again with higher fees (${sent.hash.slice(0, 10)}…): whichever of the two is mined first counts, and this screen follows it.`
            : 'Taking long? Send it again with higher fees: it replaces the pending one, so only one of them is ever mined.'}{' '}
          <Button size="small" disabled={isFlowBusy(speedUp.stage)} onClick={() => void speedUp.run({ hash: latest })}>
            Speed up
          </Button>
        </p>
      )}
      {speedUp.stage.step === 'failed' && (
        <p className="tx-details__flow tx-details__flow--failed" role="alert" data-testid="speed-up-error">
          {speedUp.stage.message}
        </p>
      )}
    </div>
  )
}
