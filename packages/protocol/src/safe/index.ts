export { allowanceModuleAbi } from './abis/allowanceModuleAbi'
export { compatibilityFallbackHandlerAbi } from './abis/compatibilityFallbackHandlerAbi'
export { createCallAbi } from './abis/createCallAbi'
export { multiSendAbi } from './abis/multiSendAbi'
export { safeL2Abi } from './abis/safeL2Abi'
export { safeMigrationAbi } from './abis/safeMigrationAbi'
export { safeProxyFactoryAbi } from './abis/safeProxyFactoryAbi'
export { signMessageLibAbi } from './abis/signMessageLibAbi'
export { simulateTxAccessorAbi } from './abis/simulateTxAccessorAbi'
export { adjustSignatureV } from './adjustSignatureV'
export {
  type AssessedSafeTx,
  assessSafeTx,
  type CallPath,
  MAX_BATCH_NESTING,
  type SafeTxAssessment,
  type SafeTxBlock,
  type SafeTxControlChange,
  type SafeTxMessageSignature,
  type SafeTxRefund,
} from './assessSafeTx'
export {
  type CanonicalContract,
  canonicalAddresses,
  SAFE_PROXY_CODE_HASH,
  SAFE_VERSION,
} from './canonicalAddresses'
export { classifySafeTypedData, type SafeShapedTypedData, type SafeTypedDataDomain } from './classifySafeTypedData'
export { compareAddresses } from './compareAddresses'
export { createRejectionSafeTx } from './createRejectionSafeTx'
export { createSafeTx, type SafeTxFields } from './createSafeTx'
export { createSafeTxFromCalls, type SafeTxCall } from './createSafeTxFromCalls'
export { decodeMultiSend } from './decodeMultiSend'
export { decodeSettingsChange, type SettingsChange } from './decodeSettingsChange'
export { eip1271Abi, legacyEip1271Abi } from './eip1271Abi'
export { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from './eip1271MagicValues'
export { encodeBatchExecution, type SignedSafeTx } from './encodeBatchExecution'
export { encodeExecTransaction } from './encodeExecTransaction'
export { encodeMultiSend, type MultiSendTx } from './encodeMultiSend'
export { encodeSafeMessageData } from './encodeSafeMessageData'
export { encodeSafeSetup } from './encodeSafeSetup'
export { encodeSafeTxData } from './encodeSafeTxData'
export { encodeSettingsChange, type SafeSettingsState, SettingsChangeError } from './encodeSettingsChange'
export { encodeTransactionId } from './encodeTransactionId'
export { findSafeSingleton } from './findSafeSingleton'
export { getDeviceRegistrationHash } from './getDeviceRegistrationHash'
export { getSafeContractSet } from './getSafeContractSet'
export { getSafeDomain, type SafeDomain } from './getSafeDomain'
export { getSafeDomainHash } from './getSafeDomainHash'
export { getSafeMessageHash } from './getSafeMessageHash'
export { getSafeMessageTypedData, type SafeMessageTypedData, safeMessageTypes } from './getSafeMessageTypedData'
export { getSafeTxHash } from './getSafeTxHash'
export { getSafeTxMessageHash } from './getSafeTxMessageHash'
export { getSafeTxTypedData, type SafeTxTypedData } from './getSafeTxTypedData'
export { getSafeVersionSupport, type SafeVersionSupport } from './getSafeVersionSupport'
export { hashSafeMessageContent, type SafeMessageContent } from './hashSafeMessageContent'
export { isContractCallRejection } from './isContractCallRejection'
export { isRejectionSafeTx } from './isRejectionSafeTx'
export { isValidContractSignature } from './isValidContractSignature'
export { joinSignatures, type SignatureInput } from './joinSignatures'
export { knownDelegateCallTargets } from './knownDelegateCallTargets'
export { listNestedSafes, MAX_NESTED_SAFES, type NestedSafe } from './listNestedSafes'
export { parentApprovalCall } from './parentApprovalCall'
export { parseTransactionId } from './parseTransactionId'
export { planSafeUpdate, type SafeUpdatePlan } from './planSafeUpdate'
export { type PredictSafeAddressInput, predictSafeAddress } from './predictSafeAddress'
export { previousInLinkedList, SENTINEL_ADDRESS } from './previousInLinkedList'
export { readNestedExecution } from './readNestedExecution'
export { readParentApproval } from './readParentApproval'
export { readSafeState, type SafeChainState } from './readSafeState'
export { type EcRecover, type RecoveredSignature, recoverSafeSignatures } from './recoverSafeSignatures'
export { SafeSignatureRejectedError, type SignatureRejection } from './SafeSignatureRejectedError'
export { assertSafeTx, type SafeOperation, type SafeTx, safeTxTypes } from './SafeTx'
export { getSignatureKind, type SignatureKind } from './SignatureKind'
export {
  type SafeAddressSet,
  type SafeContractSet,
  SUPPORTED_SAFE_VERSIONS,
  type SupportedSafeVersion,
  safeDeployments,
} from './safeDeployments'
export { type SafeEventName, safeEventsAbi, safeEventTopics } from './safeEventTopics'
export { type SafeSingleton, safeSingletons } from './safeSingletons'
export { selectParentSafes } from './selectParentSafes'
export { type ParsedSignature, splitSignatures } from './splitSignatures'
export { DETAILS_HASH_PATTERN, TRACE_ADDRESS_PATTERN, type TransactionId } from './TransactionId'
export { type SafeTxTuple, toSafeTxTuple } from './toSafeTxTuple'
export { SAFE_MIGRATION_ADDRESS, trustedDelegateCallTargets } from './trustedDelegateCallTargets'
export { verifySafeMessageSignatures } from './verifySafeMessageSignatures'
export { type VerifySignaturesOptions, verifySafeSignatures } from './verifySafeSignatures'
export { verifySafeTxSignatures } from './verifySafeTxSignatures'
