import type { Delegate } from '@strongroom/protocol'
import { type FormEvent, useState } from 'react'
import type { SafeScreenProps } from '../../app/paths'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Button } from '../../components/Button'
import { FormActions, FormField, FormMessage } from '../../components/FormField'
import { Panel } from '../../components/Panel'
import { QueryState } from '../../components/QueryState'
import { SkeletonRows } from '../../components/Skeleton'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { useServedChain } from '../../hooks/useServedChain'
import { parseAddressInput } from '../../lib/parseAddressInput'
import { useIsOwner } from '../safes'
import { SignInButton, useSignIn } from '../sign-in'
import { describeProposerError } from './describeProposerError'
import { useProposers } from './useProposers'
import './proposers.css'

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * Settings → Proposers: the addresses that may propose transactions to this Safe for one of its owners (the gateway's
 * delegates, docs/proposers.md), adding one (an owner signs) and removing one (its owner, or the proposer itself).
 */
export function ProposersPage({ address }: SafeScreenProps) {
  usePageTitle('Proposers')
  const chain = useServedChain()
  const safeInfo = useSafeInfo(address)
  const isOwner = useIsOwner(safeInfo.data)
  const { status } = useSignIn()
  const { list, add, remove, account } = useProposers(address)
  const [input, setInput] = useState('')
  const [label, setLabel] = useState('')
  const [problem, setProblem] = useState<string>()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseAddressInput(input, chain)
    if (parsed.error !== undefined) return setProblem(parsed.error)
    const name = label.trim()
    if (name === '' || name.length > 50) return setProblem('Give the proposer a name of 1 to 50 characters.')
    if (safeInfo.data?.owners.some((owner) => same(owner.value, parsed.address)))
      return setProblem('This address is an owner of the Safe: owners propose and sign without being proposers.')
    setProblem(undefined)
    add.mutate(
      { proposer: parsed.address, label: name },
      {
        onSuccess: () => {
          setInput('')
          setLabel('')
        },
      },
    )
  }

  const mayRemove = (proposer: Delegate) => same(account, proposer.delegator) || same(account, proposer.delegate)
  const signedIn = status === 'signed-in'
  // Owners add and remove, a proposer may step down: either needs a session of the connected wallet first.
  const needsSignIn = !signedIn && (isOwner === true || (list.data?.results.some(mayRemove) ?? false))

  return (
    <div className="proposers">
      <Panel title="Proposers">
        <p>
          A proposer is an address an owner trusts to <strong>propose</strong> transactions to this Safe, such as a
          bookkeeper or an automation. Its proposals appear in the queue like an owner’s, and the owners review and sign
          them as usual.
        </p>
        <p>
          A proposer <strong>cannot</strong> sign, confirm, reject or execute a transaction, its proposal counts as no
          confirmation, and it cannot change the Safe’s owners, threshold or modules. It stops counting when the owner
          who added it is no longer an owner.
        </p>
        {needsSignIn && (
          <div className="proposers__sign-in" data-testid="proposer-sign-in">
            {status === 'unavailable' ? (
              <p>This gateway offers no sign-in, which changing proposers needs, so they cannot be changed here.</p>
            ) : (
              <>
                <p>
                  Changing proposers needs you to be signed in with the connected wallet, so the gateway knows it is
                  you.
                </p>
                <SignInButton />
              </>
            )}
          </div>
        )}
        <QueryState
          query={list}
          loading="Loading the proposers…"
          skeleton={<SkeletonRows variant="address" count={2} />}
          error="The proposers could not be loaded."
        >
          {(page) =>
            page.results.length === 0 ? (
              <p data-testid="proposers-empty">This Safe has no proposers.</p>
            ) : (
              <ul className="proposers__list" data-testid="proposers">
                {page.results.map((proposer) => (
                  <li
                    key={`${proposer.delegate}/${proposer.delegator}`}
                    className="proposers__item"
                    data-testid="proposer"
                  >
                    <div className="proposers__who">
                      <strong>{proposer.label}</strong>
                      <AddressDisplay address={proposer.delegate} name={false} />
                      <span className="proposers__by">
                        added by <AddressDisplay address={proposer.delegator} copy={false} iconSize={0} />
                      </span>
                    </div>
                    <Button
                      size="small"
                      variant="danger"
                      disabled={!mayRemove(proposer) || !signedIn || remove.isPending}
                      title={
                        mayRemove(proposer)
                          ? undefined
                          : 'Only the owner who added this proposer, or the proposer itself, can remove it.'
                      }
                      aria-label={`Remove the proposer ${proposer.label}`}
                      onClick={() => remove.mutate(proposer)}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        {remove.isError && (
          <FormMessage tone="error" data-testid="proposer-remove-error">
            {describeProposerError(remove.error)}
          </FormMessage>
        )}
      </Panel>
      <Panel title="Add a proposer">
        {!isOwner ? (
          <p data-testid="proposer-owners-only">
            Only an owner of this Safe, with its wallet connected, adds proposers.
          </p>
        ) : !signedIn ? (
          <p>Sign in above to add a proposer.</p>
        ) : (
          <form onSubmit={onSubmit} className="form-layout">
            <FormField label="Proposer address" error={problem}>
              {(control) => (
                <input
                  {...control}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="0x…"
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Name" hint="Up to 50 characters, shown to every owner.">
              {(control) => (
                <input {...control} maxLength={50} value={label} onChange={(event) => setLabel(event.target.value)} />
              )}
            </FormField>
            <p className="proposers__hint">Your wallet signs the authorisation; nothing is sent to the chain.</p>
            <FormActions>
              <Button type="submit" variant="primary" disabled={add.isPending} aria-busy={add.isPending}>
                {add.isPending ? 'Waiting for the signature…' : 'Add proposer'}
              </Button>
            </FormActions>
            {add.isError && (
              <FormMessage tone="error" data-testid="proposer-add-error">
                {describeProposerError(add.error)}
              </FormMessage>
            )}
          </form>
        )}
      </Panel>
    </div>
  )
}
