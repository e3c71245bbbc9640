import { describe, expect, it } from 'vitest'
import { addressInfoSchema } from './addressInfoSchema'
import { internalTransactionSchema } from './dataDecodedSchema'
import { delegateSchema } from './delegateSchema'
import { multisigExecutionDetailsSchema } from './detailedExecutionInfoSchema'
import { masterCopySchema } from './masterCopySchema'
import { ownedSafesSchema } from './ownedSafesSchema'
import { tokenInfoSchema } from './tokenInfoSchema'
import { transferInfoSchema } from './transferInfoSchema'

// Answers type their addresses as viem's Address and check them: a value that is no address (or a mixed-case one with
// a wrong EIP-55 checksum) fails the parse instead of reaching code that trusts it.
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const badChecksum = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const cases: { name: string; parse: (address: string) => unknown }[] = [
  { name: 'AddressInfo.value', parse: (value) => addressInfoSchema.parse({ value, name: null, logoUri: null }) },
  {
    name: 'Delegate.delegate',
    parse: (delegate) => delegateSchema.parse({ safe: null, delegate, delegator: checksummed, label: 'x' }),
  },
  {
    name: 'TokenInfo.address',
    parse: (address) =>
      tokenInfoSchema.parse({ type: 'ERC20', address, decimals: 18, symbol: 'T', name: 'T', logoUri: null }),
  },
  { name: 'MasterCopy.address', parse: (address) => masterCopySchema.parse({ address, version: '1.4.1' }) },
  { name: 'OwnedSafes.safes', parse: (safe) => ownedSafesSchema.parse({ safes: [safe] }) },
  {
    name: 'TransferInfo.tokenAddress',
    parse: (tokenAddress) =>
      transferInfoSchema.parse({
        type: 'ERC721',
        tokenAddress,
        tokenId: '1',
        tokenName: null,
        tokenSymbol: null,
        logoUri: null,
        trusted: null,
      }),
  },
  {
    name: 'multiSend InternalTransaction.to',
    parse: (to) => internalTransactionSchema.parse({ operation: 0, to, value: '0', data: null, dataDecoded: null }),
  },
  {
    name: 'MultisigExecutionDetails.gasToken',
    parse: (gasToken) => multisigExecutionDetailsSchema.shape.gasToken.parse(gasToken),
  },
]

describe('gateway answers type addresses as Address', () => {
  for (const { name, parse } of cases)
    it(`${name} accepts a checksummed or lower-case address and refuses anything else`, () => {
      expect(() => parse(checksummed)).not.toThrow()
      expect(() => parse(checksummed.toLowerCase())).not.toThrow()
      for (const bad of ['0x1234', 'not an address', badChecksum]) expect(() => parse(bad)).toThrow()
    })
})
