import {
  type Address,
  concat,
  encodePacked,
  getContractAddress,
  type Hex,
  isAddress,
  isHex,
  keccak256,
  pad,
} from 'viem'
import { InvalidInputError } from '../errors'
import { canonicalAddresses } from './canonicalAddresses'

/**
 * `type(SafeProxy).creationCode` of Safe 1.4.1 (solc 0.7.6, optimizer off), as `SafeProxyFactory.proxyCreationCode()`
 * returns it on every chain with the canonical deployment: 486 bytes, keccak256 0x1856e0ee…af5f (docs/indexing.md §1.3).
 */
const SAFE_PROXY_CREATION_CODE: Hex =
  '0x608060405234801561001057600080fd5b506040516101e63803806101e68339818101604052602081101561003357600080fd5b8101908080519060200190929190505050600073ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff1614156100ca576040517f08c379a00000000000000000000000000000000000000000000000000000000081526004018080602001828103825260228152602001806101c46022913960400191505060405180910390fd5b806000806101000a81548173ffffffffffffffffffffffffffffffffffffffff021916908373ffffffffffffffffffffffffffffffffffffffff1602179055505060ab806101196000396000f3fe608060405273ffffffffffffffffffffffffffffffffffffffff600054167fa619486e0000000000000000000000000000000000000000000000000000000060003514156050578060005260206000f35b3660008037600080366000845af43d6000803e60008114156070573d6000fd5b3d6000f3fea264697066735822122003d1488ee65e08fa41e58e888a9865554c535f2c77126a82cb4c0f917f31441364736f6c63430007060033496e76616c69642073696e676c65746f6e20616464726573732070726f7669646564'

const MAX_UINT256 = 2n ** 256n - 1n

/** Inputs of {@link predictSafeAddress}: exactly what `createProxyWithNonce(singleton, initializer, saltNonce)` gets. */
export type PredictSafeAddressInput = {
  /** ABI-encoded `setup(...)` call the factory runs on the new proxy. */
  initializer: Hex
  /** uint256 salt nonce; a different nonce gives a different address for the same setup. */
  saltNonce: bigint
  /** Singleton the proxy delegates to; default the canonical SafeL2 1.4.1. */
  singleton?: Address
  /** SafeProxyFactory that deploys it; default the canonical 1.4.1 factory. */
  factory?: Address
}

/**
 * The address a Safe 1.4.1 proxy will have before it is deployed: CREATE2 from the factory with
 * salt = keccak256(keccak256(initializer) ‖ uint256(saltNonce)) and
 * init code = proxyCreationCode ‖ uint256(singleton) (SafeProxyFactory.sol `deployProxy`). The salt has no chain id,
 * so the same inputs give the same address on every chain with the canonical deployment.
 * @throws {InvalidInputError} for a non-hex initializer, a salt nonce outside uint256 or an invalid address.
 */
export function predictSafeAddress(input: PredictSafeAddressInput): Address {
  const {
    initializer,
    saltNonce,
    singleton = canonicalAddresses.safeL2,
    factory = canonicalAddresses.safeProxyFactory,
  } = input
  if (!isHex(initializer, { strict: true }) || initializer.length % 2 !== 0)
    throw new InvalidInputError('Initializer must be 0x-prefixed hex bytes.', { details: { initializer } })
  if (typeof saltNonce !== 'bigint' || saltNonce < 0n || saltNonce > MAX_UINT256)
    throw new InvalidInputError('Salt nonce must be a uint256.', { details: { saltNonce: String(saltNonce) } })
  if (!isAddress(singleton, { strict: false }))
    throw new InvalidInputError('Singleton is not a valid address.', { details: { singleton } })
  if (!isAddress(factory, { strict: false }))
    throw new InvalidInputError('Factory is not a valid address.', { details: { factory } })

  const salt = keccak256(encodePacked(['bytes32', 'uint256'], [keccak256(initializer), saltNonce]))
  const bytecode = concat([SAFE_PROXY_CREATION_CODE, pad(singleton)])
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode })
}
