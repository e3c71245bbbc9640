import { etherMail } from '@strongroom/protocol/testing'
import { describe, expect, it } from 'vitest'
import { typedDataTree } from './typedDataTree'

const ethMail = etherMail({ toMany: true })
const mail = {
  ...ethMail,
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    ...ethMail.types,
  },
  primaryType: 'Mail',
}

describe('typedDataTree', () => {
  it('types the domain and the message, structs and arrays as sub-trees', () => {
    expect(typedDataTree(mail)).toEqual({
      primaryType: 'Mail',
      domain: [
        { name: 'name', type: 'string', value: 'Ether Mail' },
        { name: 'version', type: 'string', value: '1' },
        { name: 'chainId', type: 'uint256', value: '1' },
        { name: 'verifyingContract', type: 'address', value: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
      ],
      message: [
        {
          name: 'from',
          type: 'Person',
          children: [
            { name: 'name', type: 'string', value: 'Cow' },
            { name: 'wallet', type: 'address', value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
          ],
        },
        {
          name: 'to',
          type: 'Person[]',
          children: [
            {
              name: '[0]',
              type: 'Person',
              children: [
                { name: 'name', type: 'string', value: 'Bob' },
                { name: 'wallet', type: 'address', value: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
              ],
            },
          ],
        },
        { name: 'contents', type: 'string', value: 'Hello, Bob!' },
      ],
    })
  })

  it('shows fields the types do not describe by their keys (a domain without EIP712Domain, no primaryType)', () => {
    const { EIP712Domain: _, ...types } = mail.types
    const tree = typedDataTree({ ...mail, types, primaryType: undefined, domain: { name: 'X', salt: ['a', 1] } })
    expect(tree.domain).toEqual([
      { name: 'name', type: undefined, value: 'X' },
      {
        name: 'salt',
        type: undefined,
        children: [
          { name: '[0]', type: undefined, value: 'a' },
          { name: '[1]', type: undefined, value: '1' },
        ],
      },
    ])
    expect(tree.message.map((field) => field.name)).toEqual(['from', 'to', 'contents'])
  })
})
