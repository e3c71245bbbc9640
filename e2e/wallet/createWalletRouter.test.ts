import { type Devnet, devAccounts, startDevnet } from '@strongroom/devnet'
import { createSafeTx, getSafeTxTypedData } from '@strongroom/protocol'
import {
  type Hex,
  hashTypedData,
  keccak256,
  numberToHex,
  parseEther,
  recoverAddress,
  serializeTypedData,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletRouter, HUMAN_REJECTION_DELAY_MS, type WalletEvent } from './createWalletRouter'
import { WalletRpcError } from './WalletRpcError'

const [account0, account1, account2] = devAccounts
const keys = [account0!.privateKey, account1!.privateKey]
const DEVNET = { chainId: 1337, rpcUrl: 'http://127.0.0.1:1', name: 'Strongroom Devnet' }
const OTHER = { chainId: 31337, rpcUrl: 'http://127.0.0.1:2' }

/** A router with no node behind it: these cases must all be answered by the wallet itself. */
function offlineWallet() {
  const events: WalletEvent[] = []
  const forwarded: string[] = []
  const wallet = createWalletRouter({
    accounts: keys,
    chains: [DEVNET, OTHER],
    emit: (event) => events.push(event),
    forward: async (_url, method) => {
      forwarded.push(method)
      throw new Error(`unexpected forward of ${method}`)
    },
  })
  return { wallet, events, forwarded }
}

async function rpcError(promise: Promise<unknown>): Promise<WalletRpcError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(WalletRpcError)
  return error as WalletRpcError
}

describe('createWalletRouter: accounts and permissions', () => {
  it('exposes no account until the page asks, then the active one, announcing it once', async () => {
    const { wallet, events } = offlineWallet()
    expect(await wallet.request('eth_accounts')).toEqual([])
    expect(await wallet.request('eth_requestAccounts')).toEqual([account0!.address])
    expect(await wallet.request('eth_requestAccounts')).toEqual([account0!.address])
    expect(await wallet.request('eth_accounts')).toEqual([account0!.address])
    expect(events).toEqual([{ event: 'accountsChanged', payload: [account0!.address] }])
    expect(wallet.connected).toBe(true)
  })

  it('answers the chain id in hex and net_version in decimal', async () => {
    const { wallet } = offlineWallet()
    expect(await wallet.request('eth_chainId')).toBe('0x539')
    expect(await wallet.request('net_version')).toBe('1337')
  })

  it('grants and revokes permissions like a wallet (EIP-2255)', async () => {
    const { wallet, events } = offlineWallet()
    expect(await wallet.request('wallet_getPermissions')).toEqual([])
    const granted = await wallet.request('wallet_requestPermissions', [{ eth_accounts: {} }])
    expect(granted).toEqual([
      { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [account0!.address] }] },
    ])
    await wallet.request('wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(await wallet.request('eth_accounts')).toEqual([])
    expect(events.at(-1)).toEqual({ event: 'accountsChanged', payload: [] })
  })

  it('switches the active account, telling a connected page only', async () => {
    const { wallet, events } = offlineWallet()
    wallet.switchAccount(1)
    expect(events).toEqual([])
    await wallet.request('eth_requestAccounts')
    expect(await wallet.request('eth_accounts')).toEqual([account1!.address])
    wallet.switchAccount(0)
    expect(events.at(-1)).toEqual({ event: 'accountsChanged', payload: [account0!.address] })
    expect(() => wallet.switchAccount(2)).toThrow(RangeError)
  })
})

describe('createWalletRouter: rejections', () => {
  it('rejectNext() fails the next approval request with 4001 after a human delay, leaving reads alone, once', async () => {
    const { wallet } = offlineWallet()
    wallet.rejectNext()
    expect(await wallet.request('eth_chainId')).toBe('0x539')
    const started = performance.now()
    const error = await rpcError(wallet.request('eth_requestAccounts'))
    expect(performance.now() - started).toBeGreaterThanOrEqual(HUMAN_REJECTION_DELAY_MS - 5)
    expect([error.code, error.message]).toEqual([4001, 'User rejected the request.'])
    expect(wallet.connected).toBe(false)
    expect(await wallet.request('eth_requestAccounts')).toEqual([account0!.address])
    expect(wallet.requests.map((r) => [r.method, r.outcome, r.errorCode])).toEqual([
      ['eth_chainId', 'ok', undefined],
      ['eth_requestAccounts', 'error', 4001],
      ['eth_requestAccounts', 'ok', undefined],
    ])
  })

  it('rejectNext(method) waits for that method', async () => {
    const { wallet } = offlineWallet()
    wallet.rejectNext('personal_sign', { afterMs: 0 })
    await wallet.request('eth_requestAccounts')
    const error = await rpcError(wallet.request('personal_sign', [stringToHex('hi'), account0!.address]))
    expect(error.code).toBe(4001)
    await expect(wallet.request('personal_sign', [stringToHex('hi'), account0!.address])).resolves.toMatch(/^0x/)
  })
})

describe('createWalletRouter: chains', () => {
  it('switches to a known chain and refuses an unknown one with 4902', async () => {
    const { wallet, events } = offlineWallet()
    await wallet.request('wallet_switchEthereumChain', [{ chainId: numberToHex(31337) }])
    expect(events).toEqual([{ event: 'chainChanged', payload: '0x7a69' }])
    const error = await rpcError(wallet.request('wallet_switchEthereumChain', [{ chainId: '0x1' }]))
    expect(error.code).toBe(4902)
    expect(wallet.chainId).toBe(31337)
    const bad = await rpcError(wallet.request('wallet_switchEthereumChain', [{ chainId: 'one' }]))
    expect(bad.code).toBe(-32602)
  })

  it('adds a chain (EIP-3085) and moves to it, after which switching works both ways', async () => {
    const { wallet } = offlineWallet()
    await wallet.request('wallet_addEthereumChain', [
      { chainId: '0x64', chainName: 'Gnosis', rpcUrls: ['https://rpc.gnosis.example'], nativeCurrency: {} },
    ])
    expect(wallet.chainId).toBe(100)
    await wallet.request('wallet_switchEthereumChain', [{ chainId: '0x539' }])
    await wallet.request('wallet_switchEthereumChain', [{ chainId: '0x64' }])
    expect(await wallet.request('eth_chainId')).toBe('0x64')
    const error = await rpcError(wallet.request('wallet_addEthereumChain', [{ chainId: '0x65', rpcUrls: [] }]))
    expect(error.code).toBe(-32602)
  })

  it('setChain() simulates the user picking another network, known or not', async () => {
    const { wallet, events } = offlineWallet()
    wallet.setChain(5)
    expect(await wallet.request('eth_chainId')).toBe('0x5')
    expect(events).toEqual([{ event: 'chainChanged', payload: '0x5' }])
    wallet.setChain(5)
    expect(events).toHaveLength(1)
  })
})

describe('createWalletRouter: signing', () => {
  it('personal_sign signs hex as bytes and other strings as text (EIP-191)', async () => {
    const { wallet } = offlineWallet()
    await wallet.request('eth_requestAccounts')
    const address = account0!.address
    const hexSignature = (await wallet.request('personal_sign', [stringToHex('hello'), address])) as Hex
    expect(await verifyMessage({ address, message: 'hello', signature: hexSignature })).toBe(true)
    const textSignature = (await wallet.request('personal_sign', ['hello', address.toLowerCase()])) as Hex
    expect(textSignature).toBe(hexSignature)
  })

  it('eth_sign signs the raw 32-byte hash', async () => {
    const { wallet } = offlineWallet()
    await wallet.request('eth_requestAccounts')
    const hash = keccak256(stringToHex('raw'))
    const signature = (await wallet.request('eth_sign', [account0!.address, hash])) as Hex
    expect(await recoverAddress({ hash, signature })).toBe(account0!.address)
    expect((await rpcError(wallet.request('eth_sign', [account0!.address, '0x1234']))).code).toBe(-32602)
  })

  it('eth_signTypedData_v4 signs a Safe transaction sent as JSON, honouring the EIP712Domain it is given', async () => {
    const { wallet } = offlineWallet()
    await wallet.request('eth_requestAccounts')
    const safeTx = getSafeTxTypedData({
      chainId: 1337,
      safeAddress: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
      tx: createSafeTx({ to: account1!.address, value: parseEther('0.1'), nonce: 0n }),
    })
    // Sent with its EIP712Domain type spelled out, as some dapps do.
    const eip712Domain = [
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ] as const
    const typedData = {
      ...safeTx,
      types: { EIP712Domain: eip712Domain, ...safeTx.types },
      // With the domain's types given, viem wants the uint256 as a bigint.
      domain: { ...safeTx.domain, chainId: BigInt(safeTx.domain.chainId) },
    }
    // The JSON text viem's signTypedData hands to a wallet (bigints as decimal strings), as wagmi sends it.
    const json = serializeTypedData(typedData)
    const signature = (await wallet.request('eth_signTypedData_v4', [account0!.address, json])) as Hex
    expect(await verifyTypedData({ ...typedData, address: account0!.address, signature })).toBe(true)
    expect(await recoverAddress({ hash: hashTypedData(typedData), signature })).toBe(account0!.address)
  })

  it('refuses to sign for an account the page was not given (4100)', async () => {
    const { wallet } = offlineWallet()
    const message = stringToHex('x')
    expect((await rpcError(wallet.request('personal_sign', [message, account0!.address]))).code).toBe(4100)
    await wallet.request('eth_requestAccounts')
    expect((await rpcError(wallet.request('personal_sign', [message, account1!.address]))).code).toBe(4100)
  })

  it('setUnsupported() answers a method with 4200 like a wallet without it, until offered again', async () => {
    const { wallet } = offlineWallet()
    await wallet.request('eth_requestAccounts')
    const typedData = JSON.stringify({
      types: { EIP712Domain: [{ name: 'chainId', type: 'uint256' }], Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      domain: { chainId: 1337 },
      message: { text: 'x' },
    })
    wallet.setUnsupported('eth_signTypedData_v4')
    expect((await rpcError(wallet.request('eth_signTypedData_v4', [account0!.address, typedData]))).code).toBe(4200)
    expect(await wallet.request('personal_sign', [stringToHex('x'), account0!.address])).toMatch(/^0x/)
    wallet.setUnsupported('eth_signTypedData_v4', false)
    expect(await wallet.request('eth_signTypedData_v4', [account0!.address, typedData])).toMatch(/^0x/)
  })

  it('answers 4200 for wallet methods it does not implement', async () => {
    const { wallet, forwarded } = offlineWallet()
    const error = await rpcError(wallet.request('wallet_sendCalls', [{}]))
    expect(error.code).toBe(4200)
    expect(forwarded).toEqual([])
  })
})

describe('createWalletRouter: with a node', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ deploy: false, demo: false })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  function onlineWallet() {
    return createWalletRouter({
      accounts: keys,
      chains: [{ chainId: devnet.chainId, rpcUrl: devnet.rpcUrl }],
      emit: () => undefined,
    })
  }

  it('forwards reads to the node and relays its errors with their codes', async () => {
    const wallet = onlineWallet()
    expect(await wallet.request('eth_blockNumber')).toMatch(/^0x[0-9a-f]+$/)
    const balance = (await wallet.request('eth_getBalance', [account0!.address, 'latest'])) as Hex
    expect(BigInt(balance)).toBe(await devnet.publicClient.getBalance({ address: account0!.address }))
    const error = await rpcError(wallet.request('eth_getBalance', ['not-an-address', 'latest']))
    expect(error.code).toBeLessThan(0)
  })

  it('fills in, signs locally and sends eth_sendTransaction through the node', async () => {
    const wallet = onlineWallet()
    await wallet.request('eth_requestAccounts')
    const recipient = account2!.address
    const before = await devnet.publicClient.getBalance({ address: recipient })
    const hash = (await wallet.request('eth_sendTransaction', [
      { from: account0!.address, to: recipient, value: numberToHex(parseEther('1.5')) },
    ])) as Hex
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(account0!.address.toLowerCase())
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(before + parseEther('1.5'))
  })
})
