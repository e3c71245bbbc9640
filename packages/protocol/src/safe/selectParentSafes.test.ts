import fc from 'fast-check'
import { type Address, getAddress, isAddressEqual, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { selectParentSafes } from './selectParentSafes'

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const child: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const parent: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eoa: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('selectParentSafes', () => {
  it('answers the child’s owners the account is a member of, in owner order, whatever the address case', () => {
    expect(
      selectParentSafes({
        child,
        childOwners: [eoa, parent],
        memberOf: [child, parent.toLowerCase() as Address],
      }),
    ).toEqual([parent])
    expect(selectParentSafes({ child, childOwners: [eoa], memberOf: [parent] })).toEqual([])
  })

  it('only ever answers owners of the child that the account is a member of, never the child', () => {
    fc.assert(
      fc.property(fc.array(address, { maxLength: 6 }), fc.array(address, { maxLength: 6 }), (owners, safes) => {
        const childOwners = [...owners, child]
        const memberOf = [...safes, ...owners.slice(0, 2), child]
        const parents = selectParentSafes({ child, childOwners, memberOf })
        for (const found of parents) {
          expect(childOwners.some((owner) => isAddressEqual(owner, found))).toBe(true)
          expect(memberOf.some((safe) => isAddressEqual(safe, found))).toBe(true)
          expect(isAddressEqual(found, child)).toBe(false)
        }
        expect(parents.length).toBe(
          owners.filter((owner) => !isAddressEqual(owner, child) && memberOf.some((s) => isAddressEqual(s, owner)))
            .length,
        )
      }),
    )
  })
})
