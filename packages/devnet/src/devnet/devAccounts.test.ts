import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ANVIL_MNEMONIC, devAccounts } from './devAccounts'

describe('devAccounts', () => {
  it('are the first ten BIP-44 accounts of anvil’s default mnemonic', () => {
    const derived = Array.from({ length: 10 }, (_, addressIndex) => {
      const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex })
      return { address: account.address, privateKey: toHex(account.getHdKey().privateKey!) }
    })
    expect(devAccounts).toEqual(derived)
    expect(devAccounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })
})
