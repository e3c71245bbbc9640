import { joinSignatures, type SafeMessageDetails } from '@strongroom/protocol'
import type { AddressInfoResolver } from '../address-info/AddressInfoResolver'
import { findSafeAppById } from '../safe-apps/findSafeAppById'
import { resolveAppUrl } from '../safe-apps/resolveAppUrl'
import type { SafeAppsRegistry } from '../safe-apps/safeAppsConfigSchema'
import type { SafeState } from '../safes/SafeState'
import type { SafeMessageRecord } from './SafeMessageRecord'

/**
 * A stored message as clients see it (docs/gateway-api.md §4.17, CGW `message-mapper.ts`). Status, required confirmations
 * and the prepared signature follow the Safe's **current** owners and threshold: signatures of removed owners no longer
 * count (the transaction service deletes them), and a lowered threshold confirms a message without a new signature.
 */
export function buildSafeMessage(
  record: SafeMessageRecord,
  { safe, safeApps, addressInfo }: { safe: SafeState; safeApps: SafeAppsRegistry; addressInfo: AddressInfoResolver },
): SafeMessageDetails {
  const owners = new Set(safe.owners)
  const confirmations = record.confirmations.filter((confirmation) => owners.has(confirmation.owner))
  const confirmed = confirmations.length >= safe.threshold
  const app = findSafeAppById(safeApps, record.safeAppId)
  return {
    messageHash: record.messageHash,
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    logoUri: app ? resolveAppUrl(app.iconUrl, safeApps.webBaseUrl) : null,
    name: app?.name ?? null,
    message: record.message,
    creationTimestamp: record.createdAt.getTime(),
    modifiedTimestamp: record.modifiedAt.getTime(),
    confirmationsSubmitted: confirmations.length,
    confirmationsRequired: safe.threshold,
    proposedBy: addressInfo(record.proposedBy),
    confirmations: confirmations.map((confirmation) => ({
      owner: addressInfo(confirmation.owner),
      signature: confirmation.signature,
    })),
    // Ascending owner order with contract parts appended: what the Safe's isValidSignature expects.
    preparedSignature: confirmed
      ? joinSignatures(
          confirmations.map((confirmation) => ({ signer: confirmation.owner, data: confirmation.signature })),
        )
      : null,
    safeAppId: record.safeAppId,
    origin: record.origin,
  }
}
