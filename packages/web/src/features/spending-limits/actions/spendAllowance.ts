import { type Allowance, allowanceModuleAbi, checkAllowanceSpend } from '@strongroom/protocol'
import { type Address, BaseError, type Client, encodeFunctionData, type Hash, type Hex, zeroAddress } from 'viem'
import { call, estimateGas, waitForTransactionReceipt } from 'viem/actions'
import { SpendAllowanceError, type SpendStep } from './SpendAllowanceError'

/** The wallet of the beneficiary, as far as spending needs it. */
export interface SpendingWallet {
  readonly address: Address
  getChainId(): Promise<number>
  sendTransaction(request: { to: Address; data: Hex; gas: bigint }): Promise<Hash>
}

/**
 * A beneficiary moves `amount` of `token` from the Safe to `to` within its allowance (docs/spending-limits.md): one
 * transaction of its own wallet to the module's `executeAllowanceTransfer` with an empty signature (the sender is the
 * beneficiary), no owner signing. Checked first against the allowance as read from the chain, then run on the node
 * (a refusal there says why and sends nothing), then sent and awaited.
 * @returns the transaction's hash once it is mined successfully.
 * @throws {SpendAllowanceError} with a sentence: beyond the allowance, the wallet on another network, the node refusing,
 * the wallet refusing, the transaction reverting.
 */
export async function spendAllowance(
  input: {
    safe: Address
    module: Address
    token: Address
    to: Address
    amount: bigint
    allowance: Allowance
    describe: (raw: bigint) => string
  },
  context: {
    wallet: SpendingWallet
    client: Client
    chainId: number
    chainName: string
    onProgress?: (step: SpendStep, hash?: Hash) => void
  },
): Promise<Hash> {
  const { wallet, client, chainId, chainName, onProgress } = context
  let step: SpendStep = 'check'
  try {
    onProgress?.('check')
    checkAllowanceSpend(input.allowance, input.amount, input.describe)
    if ((await wallet.getChainId()) !== chainId)
      throw new SpendAllowanceError(`Switch your wallet to ${chainName}, then try again.`, 'check')
    const data = encodeFunctionData({
      abi: allowanceModuleAbi,
      functionName: 'executeAllowanceTransfer',
      args: [input.safe, input.token, input.to, input.amount, zeroAddress, 0n, wallet.address, '0x'],
    })
    const request = { account: wallet.address, to: input.module, data }
    try {
      await call(client, request)
    } catch (cause) {
      throw new SpendAllowanceError(
        `${chainName} would refuse this transfer: ${reasonOf(cause)}. Nothing was sent.`,
        'check',
        { cause },
      )
    }
    const gas = await estimateGas(client, request)
    step = 'wallet'
    onProgress?.('wallet')
    const hash = await wallet.sendTransaction({ to: input.module, data, gas })
    step = 'mining'
    onProgress?.('mining', hash)
    const receipt = await waitForTransactionReceipt(client, { hash })
    if (receipt.status !== 'success')
      throw new SpendAllowanceError(
        'The network rejected the transfer. Nothing was moved; only the network fee was spent.',
        'mining',
      )
    onProgress?.('done', hash)
    return hash
  } catch (cause) {
    if (cause instanceof SpendAllowanceError) throw cause
    if (cause instanceof Error && cause.name === 'InvalidInputError')
      throw new SpendAllowanceError(cause.message, step, { cause })
    const rejected = cause instanceof BaseError && cause.walk((e) => (e as { code?: number }).code === 4001)
    throw new SpendAllowanceError(
      rejected
        ? 'You declined the transfer in your wallet. Nothing was sent.'
        : `The transfer could not be sent: ${reasonOf(cause)}. Try again.`,
      step,
      { cause },
    )
  }
}

function reasonOf(cause: unknown): string {
  if (cause instanceof BaseError) {
    const reason = (
      cause.walk((e) => 'reason' in (e as object) && typeof (e as { reason?: unknown }).reason === 'string') as {
        reason?: string
      } | null
    )?.reason
    if (reason?.startsWith('newSpent')) return 'it is more than the allowance leaves'
    if (reason?.startsWith('expectedDelegate')) return 'your account is not a beneficiary of this allowance'
    if (reason) return reason
    return cause.shortMessage
  }
  return cause instanceof Error ? cause.message : String(cause)
}
