import { useConnectModal } from '@rainbow-me/rainbowkit'
import { encodeSafeSetup, predictSafeAddress } from '@strongroom/protocol'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useAccount, useSwitchChain } from 'wagmi'
import { paths } from '../../app/routes'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { FormField, FormMessage } from '../../components/FormField'
import { Link } from '../../components/Link'
import { Panel } from '../../components/Panel'
import { useChainInfo } from '../../hooks/useChainInfo'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { appHistory } from '../../lib/appHistory'
import { useAddressBook } from '../address-book'
import { DeployProgress } from './DeployProgress'
import { OwnerFields, type OwnerRow } from './OwnerFields'
import { useAddedSafes } from './useAddedSafes'
import { useDeploySafe } from './useDeploySafe'
import { validateNewSafe } from './validateNewSafe'
import './safes.css'

let nextKey = 0
const newRow = (address = ''): OwnerRow => ({ key: nextKey++, name: '', address })

/**
 * "Create Safe": name, owners (typed or picked from the address book), threshold, the address the Safe will have,
 * then the deployment with its progress, ending on the new Safe's dashboard.
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
  const { stage, deploy, reset } = useDeploySafe()

  const [name, setName] = useState('')
  const [owners, setOwners] = useState<OwnerRow[]>(() => [newRow(account ?? '')])
  const [threshold, setThreshold] = useState(1)
  const [showErrors, setShowErrors] = useState(false)
  // Fixed for this form, so the address shown is the address deployed. Milliseconds make collisions implausible.
  const [saltNonce] = useState(() => BigInt(Date.now()))
  const ids = { book: useId() }

  // A wallet that reconnects after the first render still becomes the first owner, unless someone typed already.
  useEffect(() => {
    if (account)
      setOwners((rows) => (rows.length === 1 && rows[0]!.address === '' ? [{ ...rows[0]!, address: account }] : rows))
  }, [account])

  const validation = validateNewSafe(
    { owners: owners.map((row) => row.address), threshold },
    { name: runtime.chainName, shortName: chain.data?.shortName },
  )
  // Two keccak hashes of a few hundred bytes: cheap enough for every render.
  const predicted = validation.valid
    ? predictSafeAddress({ initializer: encodeSafeSetup(validation.valid), saltNonce })
    : undefined
  const busy = stage.step === 'wallet' || stage.step === 'mining' || stage.step === 'indexing' || stage.step === 'done'
  const bookEntries = addressBook.entries.filter((entry) => entry.chainId === runtime.chainId)
  const wrongChain = status === 'connected' && walletChainId !== runtime.chainId

  const updateOwner = (key: number, change: Partial<OwnerRow>) =>
    setOwners((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)))
  const removeOwner = (key: number) => {
    setOwners((rows) => rows.filter((row) => row.key !== key))
    setThreshold((value) => Math.min(value, Math.max(owners.length - 1, 1)))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (!validation.valid) return
    if (status !== 'connected') {
      openConnectModal?.()
      return
    }
    const address = await deploy({ ...validation.valid, saltNonce, name: name.trim() })
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
      <form className="form-layout" onSubmit={submit} noValidate>
        <fieldset disabled={busy}>
          <FormField label="Safe name (optional)" hint="Kept in your address book; it is not stored on chain.">
            {(control) => (
              <input
                {...control}
                value={name}
                maxLength={50}
                onChange={(event) => setName(event.target.value)}
                autoComplete="off"
              />
            )}
          </FormField>

          <fieldset>
            <legend className="form-layout__legend">Owners</legend>
            <FormMessage tone="hint">
              Owner addresses on {runtime.chainName}
              {bookEntries.length > 0 ? ', typed or picked from your address book' : ''}. ENS names are not supported.
            </FormMessage>
            {bookEntries.length > 0 && (
              <datalist id={ids.book}>
                {bookEntries.map((entry) => (
                  <option key={entry.address} value={entry.address}>
                    {entry.name}
                  </option>
                ))}
              </datalist>
            )}
            {owners.map((row, index) => (
              <OwnerFields
                key={row.key}
                row={row}
                index={index}
                error={showErrors || row.address !== '' ? validation.ownerErrors[index] : undefined}
                bookName={addressBook.nameOf(runtime.chainId, row.address.trim())}
                listId={bookEntries.length > 0 ? ids.book : undefined}
                canRemove={owners.length > 1}
                onChange={(change) => updateOwner(row.key, change)}
                onRemove={() => removeOwner(row.key)}
              />
            ))}
            <div>
              <Button size="small" onClick={() => setOwners((rows) => [...rows, newRow()])}>
                Add owner
              </Button>
            </div>
          </fieldset>

          <FormField label="Threshold" error={showErrors ? validation.thresholdError : undefined}>
            {(control) => (
              <div className="threshold-row">
                <select
                  {...control}
                  aria-describedby={[control['aria-describedby'], `${control.id}-count`].filter(Boolean).join(' ')}
                  value={threshold}
                  onChange={(event) => setThreshold(Number(event.target.value))}
                >
                  {Array.from({ length: owners.length }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
                <span id={`${control.id}-count`}>
                  out of {owners.length} owner{owners.length === 1 ? '' : 's'} must confirm each transaction
                </span>
              </div>
            )}
          </FormField>
        </fieldset>

        <Panel title="Review">
          <dl className="review">
            <dt>Network</dt>
            <dd>{runtime.chainName}</dd>
            <dt>Policy</dt>
            <dd>
              {threshold} out of {owners.length} owner{owners.length === 1 ? '' : 's'}
            </dd>
            <dt>Safe address</dt>
            <dd data-testid="predicted-address">
              {predicted ? (
                <AddressDisplay address={predicted} format="full" />
              ) : (
                <FormMessage tone="hint" as="span">
                  Shown once every owner address is valid.
                </FormMessage>
              )}
            </dd>
          </dl>
          <FormMessage tone="hint">
            The address is computed before deployment (CREATE2 through the Safe proxy factory); the deployed Safe will
            have exactly this address.
          </FormMessage>
        </Panel>

        {wrongChain && (
          <Banner tone="warning" title={`Your wallet is on another network.`}>
            <p>Switch it to {runtime.chainName} to deploy the Safe.</p>
            <Button size="small" disabled={switching} onClick={() => switchChain({ chainId: runtime.chainId })}>
              Switch to {runtime.chainName}
            </Button>
          </Banner>
        )}

        <DeployProgress stage={stage} />
        {stage.step === 'failed' && (
          <Banner tone="danger" title="The Safe was not created." testId="deploy-error">
            <p>{stage.message}</p>
            <Button size="small" onClick={reset}>
              Dismiss
            </Button>
          </Banner>
        )}

        <div className="form-layout__actions">
          <Button type="submit" variant="primary" disabled={busy || wrongChain} aria-busy={busy}>
            {status === 'connected' ? 'Create Safe' : 'Connect Wallet to create'}
          </Button>
          <Link href={paths.welcome()} className="button button--ghost">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  )
}
