import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { paths } from '../../app/paths'
import { Button } from '../../components/Button'
import { FormField } from '../../components/FormField'
import { Link } from '../../components/Link'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useServedChains } from '../../hooks/useServedChains'
import { appHistory } from '../../lib/appHistory'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { parseAddressInput } from '../../lib/parseAddressInput'
import { chainInfoQuery } from '../../lib/query/chainInfoQuery'
import { safeInfoQuery } from '../../lib/query/safeInfoQuery'
import { runtimeConfigForChain } from '../../lib/runtimeConfigForChain'
import { NameResolvedHint, useAddressOrName } from '../names'
import { useAddedSafes } from './useAddedSafes'
import './safes.css'

/**
 * "Add existing Safe": a Safe address (and an optional name) to follow in this browser. The gateway is asked first,
 * so a mistyped address or a contract that is not a Safe is caught here, not on the dashboard.
 */
export function AddSafePage() {
  usePageTitle('Add existing Safe')
  const config = useRuntimeConfig()
  const served = useServedChains(config)
  const [address, setAddress] = useState('')
  // With several chains served, a typed prefix picks the chain (`base:0x…`); without one, the header's network.
  const typedPrefix = /^\s*([a-z0-9-]{1,40}):/i.exec(address)?.[1]?.toLowerCase()
  const prefixed = served.find((entry) => typedPrefix !== undefined && entry.shortName?.toLowerCase() === typedPrefix)
  const target = prefixed && served.length > 1 ? runtimeConfigForChain(config, prefixed.chainId) : config
  const { chainId, chainName, gatewayUrl } = target
  const chain = useQuery(chainInfoQuery(target))
  const queryClient = useQueryClient()
  const added = useAddedSafes(chainId)
  const [name, setName] = useState('')
  const [addressError, setAddressError] = useState<string>()
  const [checking, setChecking] = useState(false)
  // An ENS name (docs/names.md) is resolved on the network on screen.
  const typed = useAddressOrName(address, { name: chainName, shortName: chain.data?.shortName })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // A prefixed address is judged against the served network's short name, fetched now if not yet there.
    const shortName =
      chain.data?.shortName ?? (address.includes(':') ? (await chain.refetch()).data?.shortName : undefined)
    const read = parseAddressInput(address, { name: chainName, shortName })
    const parsed = read.problem === 'ens' && target === config ? typed : read
    if (parsed.error !== undefined) {
      setAddressError(parsed.error)
      return
    }
    setAddressError(undefined)
    setChecking(true)
    try {
      await queryClient.fetchQuery(safeInfoQuery({ gatewayUrl, chainId, safe: parsed.address }))
    } catch (error) {
      setAddressError(
        error instanceof GatewayError && error.isNotFound
          ? `There is no Safe at this address on ${chainName}.`
          : `The Safe could not be checked. ${error instanceof GatewayError ? error.message : 'Try again.'}`,
      )
      return
    } finally {
      setChecking(false)
    }
    added.add(parsed.address, name)
    appHistory.navigate(
      paths.safe({ prefix: chain.data?.shortName ?? String(chainId), address: parsed.address }, 'dashboard'),
    )
  }

  return (
    <div>
      <h1>Add existing Safe</h1>
      <p>
        Follow a Safe on <strong>{chainName}</strong> by its address. If the connected wallet is not one of its owners,
        the Safe opens read-only.
      </p>
      <form className="form-layout" onSubmit={submit} noValidate>
        <FormField
          label="Safe address"
          hint={
            <>
              The 0x address, checksummed or all lower case. The prefix <code>{chain.data?.shortName ?? 'dev'}:</code>{' '}
              of {chainName} is fine
              {served.length > 1
                ? `, and the prefix of another network served here adds the Safe on that network (${served
                    .map((entry) => `${entry.shortName ?? entry.chainId}:`)
                    .join(' ')})`
                : '; an address of another network is not'}
              .
            </>
          }
          error={addressError}
        >
          {(control) => (
            <input
              {...control}
              name="address"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              placeholder="0x…"
              autoComplete="off"
              spellCheck={false}
              required
            />
          )}
        </FormField>
        <NameResolvedHint value={typed} />
        <FormField label="Name (optional)">
          {(control) => (
            <input
              {...control}
              name="name"
              value={name}
              maxLength={50}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
            />
          )}
        </FormField>
        <div className="form-layout__actions">
          <Button type="submit" variant="primary" disabled={checking} aria-busy={checking}>
            {checking ? 'Checking the Safe…' : 'Add Safe'}
          </Button>
          <Link href={paths.welcome()} className="button button--ghost">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  )
}
