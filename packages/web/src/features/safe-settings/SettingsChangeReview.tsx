import type { SafeTxCall } from '@strongroom/protocol'
import type { Address } from 'viem'
import { paths } from '../../app/paths'
import { Panel } from '../../components/Panel'
import { appHistory } from '../../lib/appHistory'
import type { ResolvedName } from '../names'
import { NewTransactionReview } from '../transactions'

/** A settings change ready for review: the flow's name (the proposal's origin) and the one call it makes. */
export interface PendingSettingsChange {
  name: string
  call: SafeTxCall
  /** ENS names typed in the form and the addresses they gave: shown in the review and checked again at signing. */
  names?: readonly ResolvedName[] | undefined
}

/**
 * A settings change in the shared review (nonce, simulation, the review with its change-of-control warning to
 * acknowledge, sign and propose); once proposed, the transaction's own screen, where owners confirm and execute it.
 */
export function SettingsChangeReview({
  address,
  prefix,
  change,
  onCancel,
}: {
  address: Address
  prefix: string
  change: PendingSettingsChange
  onCancel(): void
}) {
  return (
    <Panel title={change.name}>
      <NewTransactionReview
        address={address}
        prefix={prefix}
        calls={[change.call]}
        origin={{ name: change.name }}
        {...(change.names ? { names: change.names } : {})}
        onProposed={({ safeTxHash }) => appHistory.navigate(paths.transaction({ prefix, address }, safeTxHash))}
        onCancel={onCancel}
      />
    </Panel>
  )
}
