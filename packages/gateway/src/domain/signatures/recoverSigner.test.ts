import { type Hex, keccak256, recoverAddress, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { recoverSigner } from './recoverSigner'

describe('recoverSigner', () => {
  it('agrees with viem recoverAddress on random keys and digests (v 27/28 and 0/1)', async () => {
    for (let index = 0; index < 20; index++) {
      const account = privateKeyToAccount(generatePrivateKey())
      const hash = keccak256(toHex(`message ${index} ${Math.random()}`))
      const signature = await account.sign({ hash })
      expect(recoverSigner({ hash, signature })).toBe(account.address)
      expect(recoverSigner({ hash, signature })).toBe(await recoverAddress({ hash, signature }))
      const v = Number.parseInt(signature.slice(-2), 16)
      const yParity: Hex = `0x${signature.slice(2, -2)}${(v - 27).toString(16).padStart(2, '0')}`
      expect(recoverSigner({ hash, signature: yParity })).toBe(account.address)
    }
  })

  it('refuses malformed signatures with a precise error', () => {
    const hash = keccak256('0x01')
    expect(() => recoverSigner({ hash, signature: '0x1234' })).toThrow('A signature is 65 bytes, got 2.')
    const zeroR = `0x${'00'.repeat(64)}1b` as const
    expect(() => recoverSigner({ hash, signature: zeroR })).toThrow()
    const badV = `0x${'11'.repeat(64)}05` as const
    expect(() => recoverSigner({ hash, signature: badV })).toThrow('Signature v must be 27 or 28 (or 0/1), got 5.')
  })
})
