import { encodeMultiSend, safeL2Abi } from '@strongroom/protocol'
import { encodeFunctionData, erc20Abi, erc721Abi, parseAbi, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtureAddresses, fixtureContext } from '../../testing/mappingFixtures'
import { buildTransactionInfo } from './buildTransactionInfo'

const { safe, owner1, owner2, stranger, erc20, erc721 } = fixtureAddresses
const context = fixtureContext()
const none = (value: string) => ({ value, name: null, logoUri: null })
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, 250n] })

describe('buildTransactionInfo', () => {
  it('1. value with data is Custom, even when the data is a token transfer', () => {
    expect(buildTransactionInfo({ to: erc20, value: 1n, data: transfer, operation: 0 }, context)).toEqual({
      type: 'Custom',
      humanDescription: null,
      to: { value: erc20, name: 'Demo USD', logoUri: null },
      dataSize: '68',
      value: '1',
      methodName: 'transfer',
      actionCount: null,
      isCancellation: false,
    })
  })

  it('1. a DELEGATECALL is Custom, with the batch size of a MultiSend', () => {
    const data = encodeMultiSend([
      { operation: 0, to: stranger, value: 1n, data: '0x' },
      { operation: 0, to: erc20, value: 0n, data: transfer },
    ])
    const info = buildTransactionInfo(
      { to: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526', value: 0n, data, operation: 1 },
      context,
    )
    expect(info).toMatchObject({
      type: 'Custom',
      to: { value: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526', name: 'MultiSend 1.4.1' },
      methodName: 'multiSend',
      actionCount: 2,
      isCancellation: false,
    })
  })

  it('2. value without data is a native transfer out of the Safe', () => {
    expect(buildTransactionInfo({ to: stranger, value: 10n ** 18n, data: '0x', operation: 0 }, context)).toEqual({
      type: 'Transfer',
      humanDescription: null,
      sender: none(safe),
      recipient: none(stranger),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '1000000000000000000' },
    })
  })

  it('3. a settings method the Safe calls on itself is a SettingsChange', () => {
    const data = encodeFunctionData({ abi: safeL2Abi, functionName: 'changeThreshold', args: [3n] })
    expect(buildTransactionInfo({ to: safe, value: 0n, data, operation: 0 }, context)).toEqual({
      type: 'SettingsChange',
      humanDescription: null,
      dataDecoded: { method: 'changeThreshold', parameters: [{ name: '_threshold', type: 'uint256', value: '3' }] },
      settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 3 },
    })
  })

  it('3. emits CHANGE_MASTER_COPY for changeMasterCopy, and DELETE_GUARD for setGuard(0)', () => {
    const upgrade = encodeFunctionData({
      abi: parseAbi(['function changeMasterCopy(address _masterCopy)']),
      args: ['0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'],
    })
    expect(buildTransactionInfo({ to: safe, value: 0n, data: upgrade, operation: 0 }, context)).toMatchObject({
      type: 'SettingsChange',
      settingsInfo: {
        type: 'CHANGE_MASTER_COPY',
        implementation: { value: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', name: 'SafeL2 1.4.1', logoUri: null },
      },
    })
    const unguard = encodeFunctionData({ abi: safeL2Abi, functionName: 'setGuard', args: [zeroAddress] })
    expect(buildTransactionInfo({ to: safe, value: 0n, data: unguard, operation: 0 }, context)).toMatchObject({
      type: 'SettingsChange',
      settingsInfo: { type: 'DELETE_GUARD' },
    })
    const swap = encodeFunctionData({ abi: safeL2Abi, functionName: 'swapOwner', args: [owner1, owner2, stranger] })
    expect(buildTransactionInfo({ to: safe, value: 0n, data: swap, operation: 0 }, context)).toMatchObject({
      settingsInfo: { type: 'SWAP_OWNER', oldOwner: none(owner2), newOwner: none(stranger) },
    })
  })

  it('3. the same settings call sent to another Safe is Custom', () => {
    const data = encodeFunctionData({ abi: safeL2Abi, functionName: 'changeThreshold', args: [3n] })
    expect(buildTransactionInfo({ to: stranger, value: 0n, data, operation: 0 }, context)).toMatchObject({
      type: 'Custom',
      methodName: 'changeThreshold',
    })
  })

  it('4. an ERC-20 transfer of a known token is a Transfer with its metadata', () => {
    expect(buildTransactionInfo({ to: erc20, value: 0n, data: transfer, operation: 0 }, context)).toEqual({
      type: 'Transfer',
      humanDescription: null,
      sender: none(safe),
      recipient: none(stranger),
      direction: 'OUTGOING',
      transferInfo: {
        type: 'ERC20',
        tokenAddress: erc20,
        value: '250',
        tokenName: 'Demo USD',
        tokenSymbol: 'dUSD',
        logoUri: null,
        decimals: 6,
        trusted: true,
        imitation: false,
      },
    })
  })

  it('4. an ERC-721 pull into the Safe is an incoming Transfer', () => {
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'safeTransferFrom',
      args: [stranger, safe, 7n],
    })
    expect(buildTransactionInfo({ to: erc721, value: 0n, data, operation: 0 }, context)).toEqual({
      type: 'Transfer',
      humanDescription: null,
      sender: none(stranger),
      recipient: none(safe),
      direction: 'INCOMING',
      transferInfo: {
        type: 'ERC721',
        tokenAddress: erc721,
        tokenId: '7',
        tokenName: 'Keys',
        tokenSymbol: 'KEY',
        logoUri: null,
        trusted: false,
      },
    })
  })

  it('5. a transfer of an unknown token, or between two others, is Custom', () => {
    expect(buildTransactionInfo({ to: stranger, value: 0n, data: transfer, operation: 0 }, context)).toMatchObject({
      type: 'Custom',
      methodName: 'transfer',
    })
    const between = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [owner1, owner2, 1n] })
    expect(buildTransactionInfo({ to: erc20, value: 0n, data: between, operation: 0 }, context)).toMatchObject({
      type: 'Custom',
      methodName: 'transferFrom',
    })
  })

  it('5. an empty call is Custom, flagged as a cancellation only when the caller says so', () => {
    const call = { to: safe, value: 0n, data: '0x' as const, operation: 0 as const }
    expect(buildTransactionInfo(call, context, { isCancellation: true })).toEqual({
      type: 'Custom',
      humanDescription: null,
      to: none(safe),
      dataSize: '0',
      value: '0',
      methodName: null,
      actionCount: null,
      isCancellation: true,
    })
    expect(buildTransactionInfo(call, context)).toMatchObject({ isCancellation: false })
  })
})
