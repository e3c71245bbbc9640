import type { SafeTxFlowStage } from './useSafeTxFlow'

/** Whether an action is under way (neither idle nor finished): a screen turns its other actions off meanwhile. */
export function isFlowBusy(stage: SafeTxFlowStage<unknown>): boolean {
  return stage.step !== 'idle' && stage.step !== 'done' && stage.step !== 'failed'
}
