import { planSafeUpdate, safeDeployments } from '@strongroom/protocol'
import { useState } from 'react'
import { type Address, isAddressEqual } from 'viem'
import type { SafeScreenProps } from '../../app/paths'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { Panel } from '../../components/Panel'
import { LoadingState, SkeletonRows } from '../../components/Skeleton'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { AddressChangeForm, type AddressChangeKind } from './AddressChangeForm'
import { type PendingSettingsChange, SettingsChangeReview } from './SettingsChangeReview'
import { settingsChangeCall } from './settingsChangeCall'
import { useSafeSettings } from './useSafeSettings'
import './safeSettings.css'

const FORM_TITLES: Record<AddressChangeKind, string> = {
  module: 'Enable module',
  guard: 'Set guard',
  handler: 'Set fallback handler',
}

/**
 * Settings → Modules: the modules, guard and fallback handler as the Safe's contract holds them, their changes
 * (enable, disable, set and remove the guard, set the fallback handler), and the Safe's version with "Update Safe"
 * through the official migration only (docs/safe-settings.md §4–5). Every change ends in the shared review.
 */
export function ModulesPage({ address, prefix }: SafeScreenProps) {
  usePageTitle('Modules')
  const { chainName } = useRuntimeConfig()
  const settings = useSafeSettings(address)
  const info = useSafeInfo(address)
  const [form, setForm] = useState<AddressChangeKind>()
  const [pending, setPending] = useState<PendingSettingsChange>()
  const [problem, setProblem] = useState<string>()

  if (settings.isPending)
    return (
      <LoadingState label={`Reading the Safe’s modules from ${chainName}…`}>
        <SkeletonRows variant="address" count={2} />
      </LoadingState>
    )
  if (settings.isError)
    return (
      <Banner tone="danger" title="The Safe’s modules could not be read" testId="modules-error">
        <p>Modules, guard and fallback handler are read from {chainName} itself, which did not answer. Try again.</p>
        <Button size="small" onClick={() => settings.refetch()}>
          Try again
        </Button>
      </Banner>
    )
  const data = settings.data
  if (pending)
    return (
      <SettingsChangeReview address={address} prefix={prefix} change={pending} onCancel={() => setPending(undefined)} />
    )
  if (form)
    return (
      <Panel title={FORM_TITLES[form]}>
        <AddressChangeForm
          kind={form}
          settings={data}
          onReview={(change) => {
            setForm(undefined)
            setPending(change)
          }}
          onCancel={() => setForm(undefined)}
        />
      </Panel>
    )

  const review = (build: () => PendingSettingsChange) => {
    try {
      setPending(build())
      setProblem(undefined)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }
  const plan = info.data
    ? planSafeUpdate({
        version: info.data.version,
        implementation: info.data.implementation.value as Address,
        implementationVersionState: info.data.implementationVersionState,
        fallbackHandler: data.fallbackHandler,
      })
    : undefined

  return (
    <div className="safe-settings" data-testid="safe-modules">
      {problem && (
        <Banner tone="danger" testId="modules-problem">
          <p>{problem}</p>
        </Banner>
      )}
      <Panel
        title="Modules"
        actions={
          <Button size="small" onClick={() => setForm('module')}>
            Enable module
          </Button>
        }
      >
        {data.modules.length === 0 ? (
          <p data-testid="no-modules">No module is enabled: only the owners can move the Safe’s assets.</p>
        ) : (
          <ul className="safe-settings__list" data-testid="module-list">
            {data.modules.map((module) => (
              <li key={module} className="safe-settings__item" data-testid="module" data-address={module}>
                <AddressDisplay address={module} />
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => review(() => settingsChangeCall({ type: 'DISABLE_MODULE', module }, data))}
                >
                  Disable
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel
        title="Transaction guard"
        actions={
          <Button size="small" onClick={() => setForm('guard')}>
            {data.guard ? 'Change guard' : 'Set guard'}
          </Button>
        }
      >
        {data.guard ? (
          <div className="safe-settings__item" data-testid="guard" data-address={data.guard}>
            <AddressDisplay address={data.guard} />
            <Button
              size="small"
              variant="ghost"
              onClick={() => review(() => settingsChangeCall({ type: 'DELETE_GUARD' }, data))}
            >
              Remove guard
            </Button>
          </div>
        ) : (
          <p data-testid="no-guard">No guard: transactions need only the owners’ confirmations.</p>
        )}
      </Panel>
      <Panel
        title="Fallback handler"
        actions={
          <Button size="small" onClick={() => setForm('handler')}>
            Change
          </Button>
        }
      >
        {data.fallbackHandler ? (
          <div className="safe-settings__item" data-testid="fallback-handler">
            <AddressDisplay address={data.fallbackHandler} />
            {!safeDeployments.some((set) =>
              isAddressEqual(set.compatibilityFallbackHandler, data.fallbackHandler!),
            ) && <span className="safe-settings__warning">Not the standard CompatibilityFallbackHandler</span>}
          </div>
        ) : (
          <p>No fallback handler: the Safe cannot answer signature checks (EIP-1271) of other apps.</p>
        )}
      </Panel>
      <Panel title="Safe version">
        {!plan && <LoadingState label="Loading the Safe’s version…" />}
        {plan?.status === 'up-to-date' && (
          <p data-testid="safe-up-to-date">Version {info.data?.version}: up to date.</p>
        )}
        {plan?.status === 'unsupported' && <p data-testid="safe-update-unsupported">{plan.reason}</p>}
        {plan?.status === 'update' && (
          <div data-testid="safe-update">
            <p>
              Version {info.data?.version} is outdated. The update to 1.4.1 ({plan.l2 ? 'L2' : 'L1'} singleton, as now)
              runs the official migration contract in the Safe (a delegate call): owners, threshold, nonce, modules and
              guard stay;{' '}
              {plan.keepsFallbackHandler
                ? 'the custom fallback handler is kept.'
                : 'the fallback handler becomes the standard one of the new version.'}
            </p>
            <Button onClick={() => setPending({ name: 'Update Safe', call: plan.call })}>Update Safe</Button>
          </div>
        )}
      </Panel>
    </div>
  )
}
