import { concat, type Hex, hexToBigInt, numberToHex, slice } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { InvalidInputError, InvalidSignatureError } from '../errors'
import { createSafeTx } from './createSafeTx'
import { getSafeTxHash } from './getSafeTxHash'
import { getSafeTxTypedData } from './getSafeTxTypedData'
import { joinSignatures } from './joinSignatures'
import { recoverSafeSignatures } from './recoverSafeSignatures'

// anvil default accounts 0, 1, 2
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const bob = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const carol = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const contractOwner = '0x00000000000000000000000000000000DeaDBeef'

const chainId = 1337
const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const tx = createSafeTx({ to: bob.address, value: 10n ** 17n, nonce: 0n })
const hash = getSafeTxHash({ chainId, safeAddress, tx })
// secp256k1 group order, to build the high-s twin of a signature
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

describe('recoverSafeSignatures', () => {
  it('recovers typed-data and eth_sign signers and passes through on-chain kinds', async () => {
    const typed = await alice.signTypedData(getSafeTxTypedData({ chainId, safeAddress, tx }))
    const ethSign = await bob.signMessage({ message: { raw: hash } }) // v 27/28 over the EIP-191 digest
    const signatures = joinSignatures([
      { signer: alice.address, data: typed, kind: 'EOA' },
      { signer: bob.address, data: ethSign, kind: 'ETH_SIGN' },
      { signer: carol.address, data: '0x', kind: 'APPROVED_HASH' },
      { signer: contractOwner, data: '0xabcdef', kind: 'CONTRACT_SIGNATURE' },
    ])
    const recovered = await recoverSafeSignatures({ hash, signatures })
    expect(recovered.map(({ signer, kind, needsOnChainCheck }) => ({ signer, kind, needsOnChainCheck }))).toEqual([
      { signer: contractOwner, kind: 'CONTRACT_SIGNATURE', needsOnChainCheck: true },
      { signer: carol.address, kind: 'APPROVED_HASH', needsOnChainCheck: true },
      { signer: bob.address, kind: 'ETH_SIGN', needsOnChainCheck: false },
      { signer: alice.address, kind: 'EOA', needsOnChainCheck: false },
    ])
    expect(recovered[3]?.signature).toBe(typed)
    expect(Number.parseInt(recovered[2]?.signature.slice(130) ?? '', 16)).toBe(
      Number.parseInt(ethSign.slice(130), 16) + 4,
    )
    // every entry stands alone and re-joins to the same blob
    expect(joinSignatures(recovered.map(({ signer, signature }) => ({ signer, data: signature })))).toBe(signatures)
  })

  it('attributes a signature over another hash to some other address (as ecrecover would)', async () => {
    const otherHash = getSafeTxHash({ chainId, safeAddress, tx: { ...tx, nonce: 1n } })
    const signature = await alice.sign({ hash: otherHash })
    const [entry] = await recoverSafeSignatures({ hash, signatures: signature })
    expect(entry?.kind).toBe('EOA')
    expect(entry?.signer).not.toBe(alice.address)
  })

  it('recovers the high-s twin of a signature like ecrecover does (no low-s rule on chain)', async () => {
    const signature = await alice.sign({ hash })
    const s = hexToBigInt(slice(signature, 32, 64))
    const v = Number.parseInt(signature.slice(130), 16)
    const twin = concat([slice(signature, 0, 32), numberToHex(N - s, { size: 32 }), numberToHex(v === 27 ? 28 : 27)])
    const [entry] = await recoverSafeSignatures({ hash, signatures: twin })
    expect(entry?.signer).toBe(alice.address)
  })

  it('rejects ECDSA entries that no key can have produced', async () => {
    const zeroR = `0x${'00'.repeat(32)}${'11'.repeat(32)}1b` as Hex
    const attempt = recoverSafeSignatures({ hash, signatures: zeroR })
    await expect(attempt).rejects.toBeInstanceOf(InvalidSignatureError)
    await expect(attempt).rejects.toThrow('Signature 0 is not a valid ECDSA signature.')
  })

  it('rejects a hash that is not 32 bytes', async () => {
    await expect(recoverSafeSignatures({ hash: '0x1234', signatures: '0x' })).rejects.toThrow(InvalidInputError)
  })
})
