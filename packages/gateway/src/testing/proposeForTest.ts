import type { DevnetConnection } from '@strongroom/devnet'
import {
  buildProposeTransactionBody,
  getSafeTxTypedData,
  joinSignatures,
  type ProposeTransactionRequest,
  type SafeTx,
} from '@strongroom/protocol'
import type { Address } from 'viem'

/**
 * The body of `POST …/transactions/{safe}/propose` for `tx`, sent by dev account `sender` and signed (EIP-712) by the
 * dev accounts `signers`, as Safe{Wallet} builds it.
 */
export async function buildTestProposal(
  devnet: DevnetConnection,
  { safe, tx, sender, signers }: { safe: Address; tx: SafeTx; sender: number; signers: readonly number[] },
): Promise<ProposeTransactionRequest> {
  const typedData = getSafeTxTypedData({ chainId: devnet.chainId, safeAddress: safe, tx })
  const signatures = await Promise.all(
    signers.map(async (index) => ({
      signer: devnet.accounts[index]!.address,
      data: await devnet.walletClient(index).signTypedData(typedData),
      kind: 'EOA' as const,
    })),
  )
  return buildProposeTransactionBody({
    chainId: devnet.chainId,
    safe,
    tx,
    sender: devnet.accounts[sender]!.address,
    ...(signatures.length > 0 ? { signature: joinSignatures(signatures) } : {}),
  })
}

/** POSTs `proposal` to `…/transactions/{safe}/propose` of the gateway at `gatewayUrl`, as the web app sends it. */
export function postTestProposal(
  gatewayUrl: string,
  { chainId, safe, proposal }: { chainId: number; safe: Address; proposal: ProposeTransactionRequest },
): Promise<Response> {
  return fetch(`${gatewayUrl}/v1/chains/${chainId}/transactions/${safe}/propose`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(proposal),
  })
}
