import { getSingletonFactoryInfo } from '@safe-global/safe-singleton-factory'
import { canonicalAddresses } from '@strongroom/protocol'
import { type Account, type Address, type Chain, type Client, getAddress, type Hex, type Transport } from 'viem'
import { getBalance, getChainId, sendRawTransaction, waitForTransactionReceipt } from 'viem/actions'
import { hasCode } from '../chain/hasCode'
import { sendTransactions } from '../chain/sendTransactions'
import { DeploymentError } from '../errors/DeploymentError'

/**
 * Puts the Safe singleton factory at its canonical address 0x914d7Fec…43d7 by replaying its pre-signed EIP-155
 * deployment transaction from @safe-global/safe-singleton-factory (one per chain id). The one-time signer gets exactly
 * gasPrice × gasLimit first. Does nothing when the factory is already there.
 * @throws {DeploymentError} when the package has no pre-signed transaction for the chain id, or the factory is still
 *   missing afterwards (e.g. the signer's nonce 0 was already used on this chain).
 */
export async function deploySingletonFactory(
  client: Client<Transport, Chain, Account>,
): Promise<{ address: Address; deployed: boolean }> {
  const address = canonicalAddresses.safeSingletonFactory
  if (await hasCode(client, address)) return { address, deployed: false }

  const chainId = await getChainId(client)
  const info = getSingletonFactoryInfo(chainId)
  if (!info)
    throw new DeploymentError(
      `@safe-global/safe-singleton-factory has no pre-signed deployment for chain ${chainId}; use a chain id it knows (1337 or 31337).`,
      { details: { chainId } },
    )
  if (getAddress(info.address) !== address)
    throw new DeploymentError('The singleton factory package points at an unexpected address.', {
      details: { expected: address, actual: info.address },
    })

  const signer = getAddress(info.signerAddress)
  const cost = BigInt(info.gasPrice) * BigInt(info.gasLimit)
  const balance = await getBalance(client, { address: signer })
  if (balance < cost) await sendTransactions(client, [{ to: signer, value: cost - balance }])

  try {
    const hash = await sendRawTransaction(client, { serializedTransaction: info.transaction as Hex })
    await waitForTransactionReceipt(client, { hash })
  } catch (cause) {
    throw new DeploymentError('The pre-signed singleton factory deployment was rejected.', {
      cause,
      details: { chainId, signer },
    })
  }
  if (!(await hasCode(client, address)))
    throw new DeploymentError('The singleton factory is still missing after its deployment.', {
      details: { chainId, address },
    })
  return { address, deployed: true }
}
