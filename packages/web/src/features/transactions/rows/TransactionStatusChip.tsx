import type { TransactionSummary } from '@strongroom/protocol'
import type { HTMLAttributes } from 'react'
import { Tag, type TagProps } from '../../../components/Tag'

const STATUS: Record<TransactionSummary['txStatus'], { label: string; tone: NonNullable<TagProps['tone']> }> = {
  SUCCESS: { label: 'Success', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
  CANCELLED: { label: 'Cancelled', tone: 'warning' },
  AWAITING_CONFIRMATIONS: { label: 'Needs confirmations', tone: 'warning' },
  AWAITING_EXECUTION: { label: 'Ready to execute', tone: 'owner' },
}

/** A transaction's status as a coloured chip: green done, red failed, amber waiting or cancelled, accent ready. */
export function TransactionStatusChip({
  status,
  ...rest
}: { status: TransactionSummary['txStatus'] } & HTMLAttributes<HTMLSpanElement>) {
  const { label, tone } = STATUS[status]
  return (
    <Tag tone={tone} {...rest}>
      {label}
    </Tag>
  )
}
