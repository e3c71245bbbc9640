import { type Hash, isAddressEqual, TransactionNotFoundError } from 'viem'
import { estimateFeesPerGas, getTransaction } from 'viem/actions'
import { assertWalletOnChain } from './assertWalletOnChain'
import { bumpFees, type TransactionFees } from './bumpFees'
import { describeSafeTxError } from './describeSafeTxError'
import type { SafeTxFlowStep } from './errors/SafeTxFlowError'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { SpeedUpError } from './errors/SpeedUpError'
import type { SafeTxFlowContext } from './SafeTxFlowContext'

/** A speed-up sent: the replacement's hash, the transaction it replaces and the fees it offers. */
export interface SpeedUp {
  hash: Hash
  replaces: Hash
  fees: TransactionFees
}

const NOT_PENDING = 'The transaction is no longer waiting: it was mined or replaced meanwhile. Nothing was sent.'

/**
 * Sends a pending transaction again with higher fees (docs/batch-execution.md §2): the same sender, nonce, recipient,
 * data and gas limit as the node holds it, fees from `bumpFees`. Only one of the two can be mined; the execution's
 * wait follows whichever is (`sendAndMine`).
 * @throws {SpeedUpError} with a sentence: the transaction is no longer pending, another account sent it, the wallet
 * is on another network or refused; an abort rejects with the signal's reason.
 */
export async function speedUpTransaction({ hash }: { hash: Hash }, context: SafeTxFlowContext): Promise<SpeedUp> {
  const { wallet, client, chainId, chainName, onProgress, signal } = context
  let step: SafeTxFlowStep = 'check'
  try {
    onProgress?.({ step: 'check' })
    const pending = await getTransaction(client, { hash }).catch((cause) => {
      if (cause instanceof TransactionNotFoundError) throw new SafeTxRefusedError(NOT_PENDING, 'settled', { cause })
      throw cause
    })
    if (pending.blockNumber !== null) throw new SafeTxRefusedError(NOT_PENDING, 'settled')
    if (!isAddressEqual(pending.from, wallet.address))
      throw new SafeTxRefusedError(
        `It was sent by ${pending.from}: only that account can speed it up. Connect it and try again.`,
        'not-owner',
      )
    if (pending.to === null || pending.value !== 0n)
      throw new SafeTxRefusedError('Only an execution sent from this app can be sped up here.', 'blocked')
    const eip1559 = pending.maxFeePerGas !== undefined && pending.maxPriorityFeePerGas !== undefined
    const current: TransactionFees = eip1559
      ? { maxFeePerGas: pending.maxFeePerGas!, maxPriorityFeePerGas: pending.maxPriorityFeePerGas! }
      : { gasPrice: pending.gasPrice ?? 0n }
    const suggested = await estimateFeesPerGas(client, { chain: client.chain, type: eip1559 ? 'eip1559' : 'legacy' })
    const fees = bumpFees(current, suggested as TransactionFees)
    await assertWalletOnChain(wallet, { chainId, chainName })
    signal?.throwIfAborted()

    step = 'wallet'
    onProgress?.({ step: 'wallet', gas: pending.gas })
    const replacement = await wallet.sendTransaction({
      to: pending.to,
      data: pending.input,
      gas: pending.gas,
      nonce: pending.nonce,
      fees,
    })
    return { hash: replacement, replaces: hash, fees }
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    throw new SpeedUpError(describeSafeTxError(cause, chainName), step, { cause })
  }
}
