import fc from 'fast-check'
import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { type ContractCallFields, parameterKey, readContractCallForm } from './readContractCallForm'

const contract: Address = getAddress('0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0')
const recipient: Address = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const ABI = 'function transfer(address to, uint256 amount)\nfunction deposit() payable'
const [transfer, deposit] = parseAbi(['function transfer(address to, uint256 amount)', 'function deposit() payable'])

function fields(overrides: Partial<ContractCallFields> = {}): ContractCallFields {
  return {
    contract,
    abiText: ABI,
    raw: false,
    rawData: '',
    methodIndex: 0,
    inputs: {},
    valueText: '',
    native: { symbol: 'ETH', decimals: 18 },
    ...overrides,
  }
}

describe('readContractCallForm', () => {
  it('encodes the picked method with its parameters, labelled, with the ABI to name its errors', () => {
    const form = readContractCallForm(
      fields({ inputs: { [parameterKey(transfer, 0)]: recipient, [parameterKey(transfer, 1)]: '5' } }),
    )
    expect(form.methods.map(({ name }) => name)).toEqual(['transfer', 'deposit'])
    expect(form.payable).toBe(false)
    expect(form.draft).toEqual({
      origin: 'Contract interaction',
      actions: [
        {
          label: 'transfer(…) on 0x9fE4…a6e0',
          call: {
            to: contract,
            value: 0n,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 5n] }),
          },
        },
      ],
      errorAbi: [transfer, deposit],
    })
  })

  it('names each wrong parameter and makes no draft', () => {
    const form = readContractCallForm(fields({ inputs: { [parameterKey(transfer, 0)]: 'bob' } }))
    expect(form.parameters.map(({ error }) => error !== undefined)).toEqual([true, true])
    expect(form.draft).toBeUndefined()
  })

  it('sends the value typed for a payable method, and refuses one that is not an amount', () => {
    const payable = readContractCallForm(fields({ methodIndex: 1, valueText: '0.5' }))
    expect(payable.payable).toBe(true)
    expect(payable.draft?.actions[0]?.call.value).toBe(500_000_000_000_000_000n)
    const wrong = readContractCallForm(fields({ methodIndex: 1, valueText: '1,5' }))
    expect(wrong.value.error).toMatch(/plain number/)
    expect(wrong.draft).toBeUndefined()
  })

  it('sends nothing and is not stopped by a value left in a field the method does not show', () => {
    const form = readContractCallForm(
      fields({
        valueText: 'oops',
        inputs: { [parameterKey(transfer, 0)]: recipient, [parameterKey(transfer, 1)]: '5' },
      }),
    )
    expect(form.payable).toBe(false)
    expect(form.draft?.actions[0]?.call.value).toBe(0n)
  })

  it('says what is wrong with a pasted ABI, and that one is missing', () => {
    expect(readContractCallForm(fields({ abiText: '[{' })).abiError).toBeTruthy()
    const empty = readContractCallForm(fields({ abiText: '  ' }))
    expect(empty).toMatchObject({ abiMissing: true, abiError: undefined, methods: [], draft: undefined })
  })

  it('takes any even-length hex as raw data, byte for byte, and nothing else', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const data = `0x${Buffer.from(bytes).toString('hex')}` as Hex
        const form = readContractCallForm(fields({ raw: true, rawData: ` ${data} `, abiText: '' }))
        expect(form.rawError).toBeUndefined()
        expect(form.draft?.actions[0]).toEqual({
          label: `Call 0x9fE4…a6e0 with ${bytes.length} bytes of data`,
          call: { to: contract, value: 0n, data },
        })
      }),
    )
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^0x([0-9a-fA-F]{2})*$/.test(text.trim())),
        (text) => {
          const form = readContractCallForm(fields({ raw: true, rawData: text }))
          expect(form.rawError).toBe('Enter the data as 0x followed by pairs of hexadecimal digits (0x for none).')
          expect(form.draft).toBeUndefined()
        },
      ),
    )
  })

  it('makes no draft without a contract address', () => {
    expect(readContractCallForm(fields({ contract: undefined, raw: true, rawData: '0x' })).draft).toBeUndefined()
  })
})
