import { useConnectModal } from '@rainbow-me/rainbowkit'
import { type FormEvent, useId, useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useSwitchChain } from 'wagmi'
import { paths } from '../../app/paths'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { FormActions, FormField, FormMessage } from '../../components/FormField'
import { Link } from '../../components/Link'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useLocation } from '../../hooks/useLocation'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { appHistory } from '../../lib/appHistory'
import { useAddressBook } from '../address-book'
import { useNameLookupContext } from '../names'
import { AddressBookSuggestions } from './AddressBookSuggestions'
import { DeployFailure } from './DeployFailure'
import { DeployProgress } from './DeployProgress'
import { NewSafeReview } from './NewSafeReview'
import { OwnerFields } from './OwnerFields'
import { ThresholdField } from './ThresholdField'
import { useAddedSafes } from './useAddedSafes'
import { useDeploySafe } from './useDeploySafe'
import { useNewSafeForm } from './useNewSafeForm'
import { useUndeployedSafes } from './useUndeployedSafes'
import './safes.css'

/**
 * "Create Safe": name, owners (typed or picked from the address book), threshold, the address the Safe will have,
 * then the deployment with its progress, ending on the new Safe's dashboard. "Pay later" deploys nothing: the Safe is
 * kept in this browser at its predicted address until its first transaction or its activation deploys it
 * (docs/counterfactual-safes.md).
 */
export function CreateSafePage() {
  usePageTitle('Create Safe')
  const runtime = useRuntimeConfig()
  const chain = useChainInfo()
  const { address: account, chainId: walletChainId, status } = useAccount()
  const { openConnectModal } = useConnectModal()
  const { switchChain, isPending: switching } = useSwitchChain()
  const addressBook = useAddressBook()
  const added = useAddedSafes(runtime.chainId)
  const undeployed = useUndeployedSafes(runtime.chainId)
  const { stage, deploy, reset } = useDeploySafe()
  const [payLater, setPayLater] = useState(false)
  const ensNames = useNameLookupContext() !== undefined

  // `?owner=`: a nested Safe's parent, the first owner (docs/nested-safes.md §3); the form checks it like a typed one.
  const parentSafe = new URLSearchParams(useLocation().search).get('owner') ?? undefined
  const form = useNewSafeForm(
    account,
    { name: runtime.chainName, shortName: chain.data?.shortName, several: runtime.chains.length > 1 },
    parentSafe,
  )
  const { name, owners, threshold, validation, saltNonce } = form
  const bookId = useId()
  const busy = stage.step === 'wallet' || stage.step === 'mining' || stage.step === 'indexing' || stage.step === 'done'
  const bookEntries = addressBook.entries.filter((entry) => entry.chainId === runtime.chainId)
  const wrongChain = status === 'connected' && walletChainId !== runtime.chainId

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    form.showAllErrors()
    if (!validation.valid) return
    let address: Address | undefined
    if (payLater && form.predicted) {
      address = form.predicted
      undeployed.add({ address, ...validation.valid, saltNonce: saltNonce.toString() })
    } else {
      if (status !== 'connected') {
        openConnectModal?.()
        return
      }
      address = await deploy({ ...validation.valid, saltNonce, name: name.trim() })
    }
    if (!address) return
    added.add(address, name)
    // Names go to the address book so they show wherever these addresses appear; a failure there is not fatal.
    const names = [
      { address, name: name.trim() },
      ...owners.map((row, index) => ({ address: validation.valid!.owners[index]!, name: row.name.trim() })),
    ].filter((entry) => entry.name !== '' && !addressBook.nameOf(runtime.chainId, entry.address))
    await Promise.allSettled(names.map((entry) => addressBook.upsert({ chainId: runtime.chainId, ...entry })))
    appHistory.navigate(paths.safe({ prefix: chain.data?.shortName ?? String(runtime.chainId), address }, 'dashboard'))
  }

  return (
    <div className="create-safe">
      <h1>Create Safe</h1>
      <p>
        A new Safe 1.4.1 account on <strong>{runtime.chainName}</strong>. Transactions will need the approval of a set
        number of its owners.
      </p>
      {parentSafe !== undefined && (
        <Banner tone="info" testId="nested-safe-notice">
          A nested Safe: its first owner is the Safe {parentSafe}, whose owners confirm its transactions by transactions
          of their own. Add other owners or keep it as the only one.
        </Banner>
      )}
      <form className="form-layout" onSubmit={submit} noValidate>
        <fieldset disabled={busy}>
          <FormField label="Safe name (optional)" hint="Kept in your address book; it is not stored on chain.">
            {(control) => (
              <input
                {...control}
                value={name}
                maxLength={50}
                onChange={(event) => form.setName(event.target.value)}
                autoComplete="off"
              />
            )}
          </FormField>

          <fieldset>
            <legend className="form-layout__legend">Owners</legend>
            <FormMessage tone="hint">
              Owner addresses on {runtime.chainName}
              {bookEntries.length > 0 ? ', typed or picked from your address book' : ''}.{' '}
              {ensNames ? 'An ENS name is replaced by the address it resolves to now.' : 'ENS names are not supported.'}
            </FormMessage>
            <AddressBookSuggestions id={bookId} entries={bookEntries} />
            {owners.map((row, index) => (
              <OwnerFields
                key={row.key}
                row={row}
                index={index}
                error={form.showErrors || row.address !== '' ? validation.ownerErrors[index] : undefined}
                typed={form.typed[index]!}
                bookName={addressBook.nameOf(runtime.chainId, form.typed[index]!.address ?? row.address.trim())}
                listId={bookEntries.length > 0 ? bookId : undefined}
                canRemove={owners.length > 1}
                onChange={(change) => form.updateOwner(row.key, change)}
                onRemove={() => form.removeOwner(row.key)}
              />
            ))}
            <div>
              <Button size="small" onClick={form.addOwner}>
                Add owner
              </Button>
            </div>
          </fieldset>

          <ThresholdField
            threshold={threshold}
            ownerCount={owners.length}
            error={form.showErrors ? validation.thresholdError : undefined}
            onChange={form.setThreshold}
          />
        </fieldset>

        <fieldset className="create-safe__deployment" disabled={busy}>
          <legend className="form-layout__legend">Deployment</legend>
          <label className="create-safe__choice">
            <input type="radio" name="deployment" checked={!payLater} onChange={() => setPayLater(false)} />
            Now: your wallet deploys it and pays the gas
          </label>
          <label className="create-safe__choice">
            <input type="radio" name="deployment" checked={payLater} onChange={() => setPayLater(true)} />
            Pay later: deployed with its first transaction or when activated
          </label>
          {payLater && (
            <FormMessage tone="hint">
              Nothing is sent now. Its address is reserved and can receive funds at once; the Safe is kept in this
              browser until it is deployed.
            </FormMessage>
          )}
        </fieldset>

        <NewSafeReview
          chainName={runtime.chainName}
          threshold={threshold}
          ownerCount={owners.length}
          predicted={form.predicted}
        />

        {wrongChain && !payLater && (
          <Banner tone="warning" title={`Your wallet is on another network.`}>
            <p>Switch it to {runtime.chainName} to deploy the Safe.</p>
            <Button size="small" disabled={switching} onClick={() => switchChain({ chainId: runtime.chainId })}>
              Switch to {runtime.chainName}
            </Button>
          </Banner>
        )}

        <DeployProgress stage={stage} />
        <DeployFailure stage={stage} title="The Safe was not created." testId="deploy-error" onDismiss={reset} />

        <FormActions>
          <Button type="submit" variant="primary" disabled={busy || (wrongChain && !payLater)} aria-busy={busy}>
            {payLater
              ? 'Create without deploying'
              : status === 'connected'
                ? 'Create Safe'
                : 'Connect Wallet to create'}
          </Button>
          <Link href={paths.welcome()} className="button button--ghost">
            Cancel
          </Link>
        </FormActions>
      </form>
    </div>
  )
}
