import { findLookAlike, type KnownAddress } from '@strongroom/protocol'
import { useContext } from 'react'
import type { Address } from 'viem'
import { Banner } from '../../components/Banner'
import { FormMessage } from '../../components/FormField'
import { SafeStreamContext } from '../../hooks/useSafeStreamStatus'
import { describeLookAlike } from './describeLookAlike'
import { useKnownAddresses } from './useKnownAddresses'
import './poisoning.css'

/** Props of {@link LookAlikeWarning}. */
export interface LookAlikeWarningProps {
  /** The addresses money or a call would go to (a recipient field's address, a transaction's counterparties). */
  addresses: readonly Address[]
  /** `field`: a sentence under a recipient field; `review`: a banner in the signing review. */
  variant: 'field' | 'review'
  /** The Safe whose known addresses count; by default the Safe on screen. */
  safe?: Address | undefined
}

/**
 * Says in words when one of `addresses` looks like an owner, an address-book entry or a past recipient of the Safe
 * without being it (docs/spam-and-poisoning.md §1). Nothing outside a Safe's screens, where no Safe is known.
 */
export function LookAlikeWarning({ addresses, variant, safe }: LookAlikeWarningProps) {
  const onScreen = useContext(SafeStreamContext)?.safe
  const target = safe ?? onScreen
  if (target === undefined || onScreen === undefined || addresses.length === 0) return null
  return <LookAlikeCheck safe={target} addresses={addresses} variant={variant} />
}

function LookAlikeCheck({
  safe,
  addresses,
  variant,
}: {
  safe: Address
  addresses: readonly Address[]
  variant: 'field' | 'review'
}) {
  const known: KnownAddress[] = useKnownAddresses(safe)
  const all = [{ address: safe, source: 'safe' } as const, ...known]
  const found = [...new Set(addresses.map((address) => address.toLowerCase()))].flatMap((key) => {
    const address = addresses.find((candidate) => candidate.toLowerCase() === key)!
    const resembles = findLookAlike(address, all)
    return resembles ? [describeLookAlike(address, resembles)] : []
  })
  if (found.length === 0) return null
  if (variant === 'field')
    return (
      <FormMessage tone="error" as="div" className="look-alike" data-testid="look-alike-warning">
        {found.map((sentence) => (
          <p key={sentence}>
            <strong>Look-alike address.</strong> {sentence}
          </p>
        ))}
      </FormMessage>
    )
  return (
    <Banner tone="danger" title="Look-alike address" testId="review-look-alike">
      <ul>
        {found.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </Banner>
  )
}
