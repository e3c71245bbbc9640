import { getSafeTxHash, type SafeTx } from '@strongroom/protocol'
import { type Address, decodeAbiParameters, getAddress, type Hash, type Hex } from 'viem'
import type { SafeEventOf } from './SafeEvent'

/** What a SafeMultiSigTransaction log says about the executed transaction. */
export type MultisigExecution = {
  tx: SafeTx
  /** Recomputed from the log's fields, the Safe address and the chain id (EIP-712, protocol getSafeTxHash). */
  safeTxHash: Hash
  /** The SafeTx nonce (additionalInfo is encoded before the Safe increments its nonce). */
  nonce: bigint
  /** msg.sender of execTransaction. */
  executor: Address
  /** Threshold in force when the transaction executed. */
  threshold: number
}

const additionalInfoParams = [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }] as const

/** Decodes SafeMultiSigTransaction.additionalInfo = abi.encode(nonce, msg.sender, threshold). */
export function decodeAdditionalInfo(additionalInfo: Hex): Pick<MultisigExecution, 'nonce' | 'executor' | 'threshold'> {
  const [nonce, executor, threshold] = decodeAbiParameters(additionalInfoParams, additionalInfo)
  return { nonce, executor: getAddress(executor), threshold: Number(threshold) }
}

/**
 * Decoded executions by log (and chain): several handlers and the change collector decode the same log of a range, and
 * hashing the SafeTx (EIP-712) is a visible share of catching up.
 */
const decoded = new WeakMap<SafeEventOf<'SafeMultiSigTransaction'>, { chainId: string; execution: MultisigExecution }>()

/** Rebuilds the SafeTx of a SafeL2 execution and its safeTxHash (once per log object). */
export function decodeMultisigExecution(
  chainId: string,
  event: SafeEventOf<'SafeMultiSigTransaction'>,
): MultisigExecution {
  const cached = decoded.get(event)
  if (cached?.chainId === chainId) return cached.execution
  const execution = decode(chainId, event)
  decoded.set(event, { chainId, execution })
  return execution
}

function decode(chainId: string, event: SafeEventOf<'SafeMultiSigTransaction'>): MultisigExecution {
  const { nonce, executor, threshold } = decodeAdditionalInfo(event.args.additionalInfo)
  const { args } = event
  const tx: SafeTx = {
    to: args.to,
    value: BigInt(args.value),
    data: args.data,
    operation: args.operation === 1 ? 1 : 0,
    safeTxGas: BigInt(args.safeTxGas),
    baseGas: BigInt(args.baseGas),
    gasPrice: BigInt(args.gasPrice),
    gasToken: args.gasToken,
    refundReceiver: args.refundReceiver,
    nonce,
  }
  const safeTxHash = getSafeTxHash({ chainId: Number(chainId), safeAddress: event.address, tx })
  return { tx, safeTxHash, nonce, executor, threshold }
}
