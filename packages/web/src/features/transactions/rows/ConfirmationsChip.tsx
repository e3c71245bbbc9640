import type { HTMLAttributes } from 'react'
import { Tag } from '../../../components/Tag'
import { describeConfirmations } from './describeConfirmations'

const RADIUS = 5
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** Confirmations as a chip: a small ring filled in the share given of those needed, then the words. */
export function ConfirmationsChip({
  submitted,
  required,
  ...rest
}: { submitted: number; required: number } & HTMLAttributes<HTMLSpanElement>) {
  const share = required <= 0 ? 1 : Math.min(1, submitted / required)
  return (
    <Tag
      tone={submitted >= required ? 'success' : 'neutral'}
      title="Confirmations given out of those needed"
      className="confirmations-chip"
      {...rest}
    >
      <svg className="confirmations-chip__mark" viewBox="0 0 14 14" width="12" height="12" aria-hidden="true">
        <circle cx="7" cy="7" r={RADIUS} fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2.5" />
        <circle
          cx="7"
          cy="7"
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(-90 7 7)"
          data-share={share}
        />
      </svg>
      {describeConfirmations(submitted, required)}
    </Tag>
  )
}
