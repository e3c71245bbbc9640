import { InvalidInputError } from '../errors'
import type { SafeMessageContent } from '../safe/hashSafeMessageContent'
import type { SafeMessageContentWire } from './safeMessageSchema'

/** Strips array suffixes (`Person[]`, `uint8[2][]`) to the struct name a field refers to. */
function baseType(type: string): string {
  const bracket = type.indexOf('[')
  return bracket === -1 ? type : type.slice(0, bracket)
}

/**
 * Turns a proposed message into what the Safe hashes: text as is; typed data with its `primaryType`, derived when the
 * client left it out (the SDK's `EIP712TypedData` has none) as the one struct no other struct refers to, as ethers'
 * `TypedDataEncoder.getPrimaryType` does.
 * @throws {InvalidInputError} when typed data names no primary type and none can be told apart.
 */
export function toSafeMessageContent(message: SafeMessageContentWire): SafeMessageContent {
  if (typeof message === 'string') return message
  const { types, domain, message: values } = message
  let primaryType = message.primaryType
  if (primaryType === undefined) {
    const structs = Object.keys(types).filter((name) => name !== 'EIP712Domain')
    const referenced = new Set(structs.flatMap((name) => (types[name] ?? []).map((field) => baseType(field.type))))
    const roots = structs.filter((name) => !referenced.has(name))
    if (roots.length !== 1)
      throw new InvalidInputError('Typed data message needs a primaryType: its root type is ambiguous.', {
        details: { roots },
      })
    primaryType = roots[0]!
  }
  if (!(primaryType in types))
    throw new InvalidInputError(`Typed data primaryType ${primaryType} is not among its types.`, {
      details: { primaryType },
    })
  return { types, primaryType, domain, message: values } as SafeMessageContent
}
