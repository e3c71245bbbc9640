export { compatibilityFallbackHandlerAbi } from './abis/compatibilityFallbackHandlerAbi'
export { createCallAbi } from './abis/createCallAbi'
export { multiSendAbi } from './abis/multiSendAbi'
export { safeL2Abi } from './abis/safeL2Abi'
export { safeProxyFactoryAbi } from './abis/safeProxyFactoryAbi'
export { signMessageLibAbi } from './abis/signMessageLibAbi'
export { simulateTxAccessorAbi } from './abis/simulateTxAccessorAbi'
export {
  type CanonicalContract,
  canonicalAddresses,
  SAFE_PROXY_CODE_HASH,
  SAFE_VERSION,
} from './canonicalAddresses'
