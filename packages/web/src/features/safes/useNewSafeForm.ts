import { encodeSafeSetup, predictSafeAddress } from '@strongroom/protocol'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import type { ServedChain } from '../../lib/parseAddressInput'
import { type AddressOrName, useAddressesOrNames } from '../names'
import type { OwnerRow } from './OwnerFields'
import { type NewSafeValidation, validateNewSafe } from './validateNewSafe'

let nextKey = 0
const newRow = (address = ''): OwnerRow => ({ key: nextKey++, name: '', address })

/**
 * The state of the "Create Safe" form: name, owner rows, threshold, whether errors show yet, and what follows from
 * them (validation, the predicted address). `firstOwner` (a nested Safe's parent) is the first owner if given; else
 * the connected account becomes the first owner, also when the wallet reconnects after the first render, unless
 * someone typed there already. Removing an owner lowers the threshold if
 * it would exceed the owners left. The salt is fixed for the form's life, so the address shown is the one deployed.
 * `readOwners` reads the owner fields (default: addresses or ENS names, looked up on the chain; called on every render).
 */
export function useNewSafeForm(
  account: Address | undefined,
  network: ServedChain,
  firstOwner?: string | undefined,
  readOwners: (texts: readonly string[], network: ServedChain) => AddressOrName[] = useAddressesOrNames,
) {
  const [name, setName] = useState('')
  const [owners, setOwners] = useState<OwnerRow[]>(() => [newRow(firstOwner ?? account ?? '')])
  const [threshold, setThreshold] = useState(1)
  const [showErrors, setShowErrors] = useState(false)
  // Milliseconds make collisions between two forms implausible.
  const [saltNonce] = useState(() => BigInt(Date.now()))

  useEffect(() => {
    if (account)
      setOwners((rows) => (rows.length === 1 && rows[0]!.address === '' ? [{ ...rows[0]!, address: account }] : rows))
  }, [account])

  // An owner may be typed as an ENS name (docs/names.md): the address it resolves to is validated and deployed, and
  // shown beside the name; a name that does not resolve gets the lookup's sentence.
  const typed: AddressOrName[] = readOwners(
    owners.map((row) => row.address),
    network,
  )
  const checked = validateNewSafe(
    { owners: owners.map((row, index) => typed[index]!.address ?? row.address), threshold },
    network,
  )
  const validation: NewSafeValidation = {
    ...checked,
    ownerErrors: checked.ownerErrors.map((error, index) => typed[index]!.error ?? error),
  }
  // Two keccak hashes of a few hundred bytes: cheap enough for every render.
  const predicted = validation.valid
    ? predictSafeAddress({ initializer: encodeSafeSetup(validation.valid), saltNonce })
    : undefined

  return {
    name,
    setName,
    owners,
    typed,
    threshold,
    setThreshold,
    showErrors,
    showAllErrors: () => setShowErrors(true),
    saltNonce,
    validation,
    predicted,
    addOwner: () => setOwners((rows) => [...rows, newRow()]),
    updateOwner: (key: number, change: Partial<OwnerRow>) =>
      setOwners((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row))),
    removeOwner: (key: number) => {
      const left = owners.filter((row) => row.key !== key)
      setOwners(left)
      setThreshold((value) => Math.min(value, Math.max(left.length, 1)))
    },
  }
}
