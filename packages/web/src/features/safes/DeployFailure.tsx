import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import type { DeployStage } from './useDeploySafe'

/** A deployment that failed: what the banner says it did not do, the sentence of its failure, and a dismiss. */
export function DeployFailure({
  stage,
  title,
  testId,
  onDismiss,
}: {
  stage: DeployStage
  title: string
  testId: string
  onDismiss(): void
}) {
  if (stage.step !== 'failed') return null
  return (
    <Banner tone="danger" title={title} testId={testId}>
      <p>{stage.message}</p>
      <Button size="small" onClick={onDismiss}>
        Dismiss
      </Button>
    </Banner>
  )
}
