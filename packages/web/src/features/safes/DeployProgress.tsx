import type { DeployStage } from './useDeploySafe'

const STEPS = [
  { step: 'wallet', label: 'Confirm the deployment in your wallet' },
  { step: 'mining', label: 'Waiting for the transaction to be mined' },
  { step: 'indexing', label: 'Waiting for the gateway to index the Safe' },
] as const

/** The deployment's steps, the current one marked for sight and for screen readers (`aria-current="step"`). */
export function DeployProgress({ stage }: { stage: DeployStage }) {
  if (stage.step === 'idle') return null
  const current = stage.step === 'failed' ? stage.failedAt : stage.step
  const currentIndex = stage.step === 'done' ? STEPS.length : STEPS.findIndex((s) => s.step === current)
  return (
    <div className="deploy-progress" aria-live="polite">
      <ol className="deploy-steps" aria-label="Deployment progress">
        {STEPS.map(({ step, label }, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'active' : 'todo'
          const failed = stage.step === 'failed' && index === currentIndex
          return (
            <li key={step} data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
              <span aria-hidden="true">{failed ? '✕' : state === 'done' ? '✓' : state === 'active' ? '…' : '○'}</span>
              <span>
                {label}
                {state === 'done' && <span className="visually-hidden"> (done)</span>}
                {failed && <span className="visually-hidden"> (failed)</span>}
              </span>
            </li>
          )
        })}
      </ol>
      {stage.step === 'done' && <p role="status">The Safe is ready. Opening it…</p>}
    </div>
  )
}
