import { type Address, getAddress, type Hex, isAddress, isHex, maxUint256 } from 'viem'
import { safeMessageTypes } from './getSafeMessageTypedData'
import { type SafeTx, safeTxTypes } from './SafeTx'

/** Where Safe-shaped typed data says it belongs: its domain's `verifyingContract` and `chainId`, when readable. */
export type SafeTypedDataDomain = { verifyingContract: Address | null; chainId: bigint | null }

/**
 * Typed data that a Safe (or a contract account built the same way) would accept as its own owners' approval:
 * `safe-tx` for a `SafeTx` (the transaction, or null when its fields do not read as one), `safe-message` for a
 * `SafeMessage` (its bytes, or null).
 */
export type SafeShapedTypedData =
  | ({ kind: 'safe-tx'; tx: SafeTx | null } & SafeTypedDataDomain)
  | ({ kind: 'safe-message'; message: Hex | null } & SafeTypedDataDomain)

/** Typed data as an app hands it, already parsed (its values are checked here, not trusted). */
type TypedDataLike = { types: object; primaryType: string; domain?: object | undefined; message: object }

/**
 * Tells typed data an app asks to sign that is shaped like a Safe's own approvals (docs/web-security.md §2.8). An
 * EIP-712 hash covers the primary type's name, so only a primary type named `SafeTx` or `SafeMessage` can hash to
 * what another Safe checks: when this Safe owns that account, the signature would approve its transaction or message
 * with none of the transaction review's guardrails. Such typed data gets the transaction or message review instead
 * of the plain message path. Anything else gives null.
 */
export function classifySafeTypedData(typedData: TypedDataLike): SafeShapedTypedData | null {
  const domain = readDomain(typedData.domain as Record<string, unknown> | undefined)
  const values = typedData.message as Record<string, unknown>
  if (typedData.primaryType === 'SafeTx')
    return {
      kind: 'safe-tx',
      tx: hasFields(typedData, safeTxTypes.SafeTx) ? readSafeTx(values) : null,
      ...domain,
    }
  if (typedData.primaryType === 'SafeMessage') {
    const bytes = values.message
    const message =
      hasFields(typedData, safeMessageTypes.SafeMessage) &&
      typeof bytes === 'string' &&
      isHex(bytes) &&
      bytes.length % 2 === 0
        ? (bytes as Hex)
        : null
    return { kind: 'safe-message', message, ...domain }
  }
  return null
}

function hasFields(typedData: TypedDataLike, expected: readonly { name: string; type: string }[]): boolean {
  const fields = (typedData.types as Record<string, unknown>)[typedData.primaryType]
  return (
    Array.isArray(fields) &&
    fields.length === expected.length &&
    fields.every((field, index) => field.name === expected[index]!.name && field.type === expected[index]!.type)
  )
}

function readDomain(domain: Record<string, unknown> | undefined): SafeTypedDataDomain {
  const contract = domain?.verifyingContract
  return {
    verifyingContract:
      typeof contract === 'string' && isAddress(contract, { strict: false }) ? getAddress(contract) : null,
    chainId: readUint(domain?.chainId),
  }
}

function readUint(value: unknown): bigint | null {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return null
  try {
    const number = BigInt(value)
    return number >= 0n && number <= maxUint256 ? number : null
  } catch {
    return null
  }
}

function readSafeTx(message: Record<string, unknown>): SafeTx | null {
  const address = (value: unknown) =>
    typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : null
  const to = address(message.to)
  const gasToken = address(message.gasToken)
  const refundReceiver = address(message.refundReceiver)
  const [value, safeTxGas, baseGas, gasPrice, nonce] = [
    message.value,
    message.safeTxGas,
    message.baseGas,
    message.gasPrice,
    message.nonce,
  ].map(readUint)
  const operation = readUint(message.operation)
  const data = message.data
  if (
    to === null ||
    gasToken === null ||
    refundReceiver === null ||
    value == null ||
    safeTxGas == null ||
    baseGas == null ||
    gasPrice == null ||
    nonce == null ||
    (operation !== 0n && operation !== 1n) ||
    typeof data !== 'string' ||
    !isHex(data) ||
    data.length % 2 !== 0
  )
    return null
  return {
    to,
    value,
    data: data as Hex,
    operation: operation === 1n ? 1 : 0,
    safeTxGas,
    baseGas,
    gasPrice,
    gasToken,
    refundReceiver,
    nonce,
  }
}
