import { joinSignatures, type SafeTx, safeL2Abi } from '@strongroom/protocol'
import { type Hash, isAddressEqual, parseEventLogs } from 'viem'
import { estimateGas, getCode, waitForTransactionReceipt } from 'viem/actions'
import { type UndeployedSafe, waitForSafeIndexed } from '../safes'
import { type SafeTxFlowContext, signSafeTx } from '../transactions'
import { ActivateSafeError } from './ActivateSafeError'
import { encodeActivationBatch } from './encodeActivationBatch'
import { undeployedSafeOffers } from './undeployedSafeOffers'

/**
 * Deploys an undeployed Safe and executes its first transaction in one chain transaction (docs/counterfactual-safes.md
 * §3): the connected owner signs `tx` (nonce 0) for the Safe's predicted address, the signature is verified here,
 * then the wallet sends the `encodeActivationBatch` batch; once mined, the Safe's own ExecutionSuccess event is
 * required, and the gateway is waited for until it knows the Safe. Only for a Safe whose threshold the connected
 * owner's signature meets (`undeployedSafeOffers`).
 * @throws {ActivateSafeError} naming the step that failed, with a sentence.
 */
export async function activateWithFirstTransaction(
  { safe, tx }: { safe: UndeployedSafe; tx: SafeTx },
  context: SafeTxFlowContext,
): Promise<{ hash: Hash }> {
  const { wallet, client, chainId, chainName, onProgress, signal } = context
  onProgress?.({ step: 'check' })
  const offer = undeployedSafeOffers(safe, wallet.address).firstTransaction
  if (!offer.ok) throw new ActivateSafeError(offer.reason, 'check')
  if (tx.nonce !== 0n) throw new ActivateSafeError('The first transaction of a Safe has nonce 0.', 'check')
  if ((await getCode(client, { address: safe.address })) !== undefined)
    throw new ActivateSafeError('This Safe is deployed already: reload the page to open it.', 'check')

  onProgress?.({ step: 'wallet' })
  const signed = await signSafeTx(wallet, client, { chainId, safe: safe.address, tx, chainName })
  const batch = encodeActivationBatch(safe, {
    tx,
    signatures: joinSignatures([{ signer: wallet.address, data: signed.signature, kind: signed.kind }]),
  })
  onProgress?.({ step: 'estimate' })
  let gas: bigint
  try {
    gas = await estimateGas(client, { account: wallet.address, to: batch.to, data: batch.data })
  } catch (cause) {
    throw new ActivateSafeError(
      'The network would reject this transaction, so nothing was sent: check that the Safe holds what it sends.',
      'estimate',
      { cause },
    )
  }
  onProgress?.({ step: 'wallet', gas })
  const hash = await wallet.sendTransaction({ ...batch, gas })
  signal?.throwIfAborted()
  onProgress?.({ step: 'mining', hash })
  const receipt = await waitForTransactionReceipt(client, { hash })
  const executed = parseEventLogs({ abi: safeL2Abi, eventName: 'ExecutionSuccess', logs: receipt.logs }).some((log) =>
    isAddressEqual(log.address, safe.address),
  )
  if (receipt.status !== 'success' || !executed)
    throw new ActivateSafeError(
      'The transaction reverted: the Safe was not deployed and nothing was sent. Check the amount and try again.',
      'mining',
      { hash },
    )
  onProgress?.({ step: 'indexing', hash })
  await waitForSafeIndexed({ baseUrl: context.gatewayUrl, chainId, address: safe.address, signal })
  return { hash }
}
