import type { MultisigTransactionRequest } from '@safe-global/safe-gateway-typescript-sdk'
import type { DevnetConnection } from '@strongroom/devnet'
import { getSafeTxHash, getSafeTxTypedData, joinSignatures, type SafeTx } from '@strongroom/protocol'
import { type Address, zeroAddress } from 'viem'

/** A plain SafeTx to `to` with `nonce`; override any field. */
export function testSafeTx(fields: Partial<SafeTx> & { to: Address; nonce: bigint }): SafeTx {
  return {
    value: 0n,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    ...fields,
  }
}

/**
 * The body of `POST …/transactions/{safe}/propose` for `tx`, sent by dev account `sender` and signed (EIP-712) by the
 * dev accounts `signers`, as Safe{Wallet} builds it.
 */
export async function buildTestProposal(
  devnet: DevnetConnection,
  { safe, tx, sender, signers }: { safe: Address; tx: SafeTx; sender: number; signers: readonly number[] },
): Promise<MultisigTransactionRequest> {
  const typedData = getSafeTxTypedData({ chainId: devnet.chainId, safeAddress: safe, tx })
  const signatures = await Promise.all(
    signers.map(async (index) => ({
      signer: devnet.accounts[index]!.address,
      data: await devnet.walletClient(index).signTypedData(typedData),
      kind: 'EOA' as const,
    })),
  )
  return {
    to: tx.to,
    value: tx.value.toString(),
    data: tx.data,
    nonce: tx.nonce.toString(),
    operation: tx.operation,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasToken: tx.gasToken,
    refundReceiver: tx.refundReceiver,
    safeTxHash: getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx }),
    sender: devnet.accounts[sender]!.address,
    ...(signatures.length > 0 ? { signature: joinSignatures(signatures) } : {}),
  }
}
