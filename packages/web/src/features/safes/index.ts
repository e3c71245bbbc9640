export { AddressDisplayProvider } from './AddressDisplayProvider'
export { DeployFailure } from './DeployFailure'
export { SafeFiatTotal } from './SafeFiatTotal'
export { SafeNameHeading } from './SafeNameHeading'
export { safeDisplayName } from './safeDisplayName'
export {
  parseUndeployedSafe,
  parseUndeployedSafes,
  predictUndeployedSafeAddress,
  type UndeployedSafe,
  undeployedSafesKey,
} from './UndeployedSafe'
export { addedSafesKey, useAddedSafes } from './useAddedSafes'
export { useAddressName } from './useAddressName'
export { type DeployStage, useDeploySafe } from './useDeploySafe'
export { useIsOwner } from './useIsOwner'
export { SAFE_NAMES_KEY, useSafeNames } from './useSafeNames'
export { type UndeployedSafes, useUndeployedSafes } from './useUndeployedSafes'
export { waitForSafeIndexed } from './waitForSafeIndexed'
