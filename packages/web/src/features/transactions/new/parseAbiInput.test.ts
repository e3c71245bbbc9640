import { describe, expect, it } from 'vitest'
import { parseAbiInput } from './parseAbiInput'

describe('parseAbiInput', () => {
  it('reads JSON, an artifact with an abi field, and human-readable lines, keeping the methods that write', () => {
    const json = JSON.stringify([
      {
        type: 'function',
        name: 'store',
        inputs: [{ name: 'v', type: 'uint256' }],
        outputs: [],
        stateMutability: 'nonpayable',
      },
      { type: 'function', name: 'read', inputs: [], outputs: [{ type: 'uint256' }], stateMutability: 'view' },
      { type: 'event', name: 'Stored', inputs: [], anonymous: false },
    ])
    expect(parseAbiInput(json).methods.map((method) => method.name)).toEqual(['store'])
    expect(parseAbiInput(`{"abi": ${json}}`).methods).toHaveLength(1)
    const readable = parseAbiInput(
      'function transfer(address to, uint256 amount) returns (bool);\nfunction balanceOf(address) view returns (uint256)\nerror Nope(uint256 code)',
    )
    expect(readable.methods.map((method) => method.name)).toEqual(['transfer'])
    expect(readable.abi.some((entry) => entry.type === 'error')).toBe(true)
  })

  it('says what is wrong with what was pasted', () => {
    expect(() => parseAbiInput(' ')).toThrow('Paste the contract’s ABI')
    expect(() => parseAbiInput('[{"type": "function",')).toThrow('The ABI is not valid JSON')
    expect(() => parseAbiInput('[1, 2]')).toThrow('The ABI must be a JSON list of entries')
    expect(() => parseAbiInput('transfer to amount')).toThrow('The ABI could not be read')
    expect(() => parseAbiInput('function total() view returns (uint256)')).toThrow(
      'has no method that changes anything',
    )
  })
})
