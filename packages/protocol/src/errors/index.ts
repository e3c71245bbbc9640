export { InvalidInputError } from './InvalidInputError'
export { InvalidSignatureError } from './InvalidSignatureError'
export { type ErrorDetails, StrongroomError, type StrongroomErrorOptions } from './StrongroomError'
export { walkCauses } from './walkCauses'
