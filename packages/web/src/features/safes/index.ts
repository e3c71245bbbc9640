export { AddressDisplayProvider } from './AddressDisplayProvider'
export { DeployFailure } from './DeployFailure'
export { SafeFiatTotal } from './SafeFiatTotal'
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
export { type UndeployedSafes, useUndeployedSafes } from './useUndeployedSafes'
export { waitForSafeIndexed } from './waitForSafeIndexed'
