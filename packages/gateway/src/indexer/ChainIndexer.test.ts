import { createSafe, type Devnet, execSafeTransaction, fundEth, fundToken, startDevnet } from '@strongroom/devnet'
import {
  canonicalAddresses,
  createSafeTx,
  encodeSafeSetup,
  getSafeTxHash,
  InvalidInputError,
  safeL2Abi,
  safeProxyFactoryAbi,
} from '@strongroom/protocol'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Hash,
  keccak256,
  pad,
  parseEther,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { startTestIndexer, type TestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'

const SENTINEL = '0x0000000000000000000000000000000000000001'

let devnet: Devnet
let testDb: TestDb
let indexer: TestIndexer
let safe: Address
const account = (index: number): Address => devnet.accounts[index]!.address

async function rows<R = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
  return testDb.db.query<R>(sql, params)
}

async function chainState(address: Address) {
  const read = { address, abi: safeL2Abi } as const
  const [owners, threshold, nonce, [modules]] = await Promise.all([
    devnet.publicClient.readContract({ ...read, functionName: 'getOwners' }),
    devnet.publicClient.readContract({ ...read, functionName: 'getThreshold' }),
    devnet.publicClient.readContract({ ...read, functionName: 'nonce' }),
    devnet.publicClient.readContract({ ...read, functionName: 'getModulesPaginated', args: [SENTINEL, 10n] }),
  ])
  return { owners: [...owners], threshold: Number(threshold), nonce: nonce.toString(), modules: [...modules] }
}

async function indexedState(address: Address) {
  const [state] = await rows<{ owners: Address[]; threshold: number; nonce: string; modules: Address[] }>(
    'select owners, threshold, nonce, modules from safe_states where chain_id = $1 and address = $2',
    [String(devnet.chainId), address],
  )
  return state
}

/** Executes a call on the Safe itself (a settings change) signed by `signers`. */
function selfCall(signers: number[], data: `0x${string}`) {
  return execSafeTransaction(devnet, { safe, tx: { to: safe, data }, signers })
}

beforeAll(async () => {
  ;[devnet, testDb] = await Promise.all([startDevnet(), openTestDb()])
  indexer = startTestIndexer({ devnet, db: testDb.db, chain: testConfig(devnet).chains[0]! })
})

afterAll(async () => {
  await indexer?.stop()
  await Promise.all([testDb?.dispose(), devnet?.stop()])
})

describe('ChainIndexer', () => {
  it('indexes a 2-of-3 Safe created through the factory, with its funding', async () => {
    safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
    await indexer.caughtUp()

    const [row] = await rows<Record<string, unknown>>('select * from safes where address = $1', [safe])
    expect(row).toMatchObject({
      chain_id: '1337',
      source: 'factory',
      creator: account(0),
      factory: canonicalAddresses.safeProxyFactory,
      singleton: canonicalAddresses.safeL2,
      initial_owners: [account(0), account(1), account(2)],
      initial_threshold: 2,
      initial_fallback_handler: canonicalAddresses.compatibilityFallbackHandler,
    })
    const setup = decodeFunctionData({ abi: safeL2Abi, data: row!.setup_data as `0x${string}` })
    expect(setup.functionName).toBe('setup')

    const [state] = await rows('select * from safe_states where address = $1', [safe])
    expect(state).toMatchObject({
      ...(await chainState(safe)),
      fallback_handler: canonicalAddresses.compatibilityFallbackHandler,
      singleton: canonicalAddresses.safeL2,
      guard: null,
      version: '1.4.1',
    })

    const events = await rows<{ event: string }>(
      'select event from safe_events where safe = $1 order by block_number, log_index',
      [safe],
    )
    expect(events.map((event) => event.event)).toEqual(['SafeSetup', 'ProxyCreation', 'SafeReceived'])
    expect(
      await rows('select type, direction, "from", "to", value, synthetic from transfers where safe = $1', [safe]),
    ).toEqual([
      {
        type: 'ETHER',
        direction: 'INCOMING',
        from: account(0),
        to: safe,
        value: parseEther('1').toString(),
        synthetic: false,
      },
    ])
  })

  it('records an executed transfer: the multisig row, its confirmations and the outgoing ETH', async () => {
    const recipient = account(5)
    const txHash = await execSafeTransaction(devnet, {
      safe,
      tx: { to: recipient, value: parseEther('0.1') },
      signers: [0, 1],
    })
    await indexer.caughtUp()

    const safeTxHash = getSafeTxHash({
      chainId: devnet.chainId,
      safeAddress: safe,
      tx: createSafeTx({ to: recipient, value: parseEther('0.1'), nonce: 0n }),
    })
    const [multisig] = await rows('select * from multisig_transactions where safe_tx_hash = $1', [safeTxHash])
    expect(multisig).toMatchObject({
      safe,
      to: recipient,
      value: parseEther('0.1').toString(),
      data: '0x',
      nonce: '0',
      source: 'onchain',
      trusted: true,
      tx_hash: txHash,
      executor: account(0),
      is_successful: true,
      confirmations_required: 2,
      payment: '0',
    })

    const confirmations = await rows<{ owner: Address; signature_type: string; source: string }>(
      'select owner, signature_type, source from multisig_confirmations where safe_tx_hash = $1 order by owner',
      [safeTxHash],
    )
    expect(confirmations).toEqual(
      [account(0), account(1)]
        .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
        .map((owner) => ({ owner, signature_type: 'EOA', source: 'onchain' })),
    )
    expect(
      await rows('select direction, "to", value, synthetic from transfers where safe = $1 and tx_hash = $2', [
        safe,
        txHash,
      ]),
    ).toEqual([{ direction: 'OUTGOING', to: recipient, value: parseEther('0.1').toString(), synthetic: true }])
    expect((await indexedState(safe))?.nonce).toBe('1')
  })

  it('keeps off-chain proposal data and confirmations when the proposed transaction executes', async () => {
    const tx = createSafeTx({ to: account(6), value: 1n, nonce: 1n })
    const safeTxHash = getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx })
    await testDb.db.query(
      `insert into multisig_transactions (chain_id, safe_tx_hash, safe, "to", value, data, operation, safe_tx_gas,
         base_gas, gas_price, gas_token, refund_receiver, nonce, proposer, origin, trusted)
       values ('1337', $1, $2, $3, 1, '0x', 0, 0, 0, 0, $4, $4, 1, $5, '{"url":"https://app","name":"App"}', true)`,
      [safeTxHash, safe, tx.to, zeroAddress, account(1)],
    )
    await testDb.db.query(
      `insert into multisig_confirmations (chain_id, safe_tx_hash, owner, safe, signature, signature_type)
       values ('1337', $1, $2, $3, '0x1234', 'EOA')`,
      [safeTxHash, account(1), safe],
    )
    // approveHash by owner 2 is an on-chain confirmation before execution.
    const approve = await devnet.walletClient(2).writeContract({
      address: safe,
      abi: safeL2Abi,
      functionName: 'approveHash',
      args: [safeTxHash],
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash: approve })
    await indexer.caughtUp()
    expect(
      await rows(
        'select owner, signature_type, source, signature from multisig_confirmations where safe_tx_hash = $1 and owner = $2',
        [safeTxHash, account(2)],
      ),
    ).toEqual([
      {
        owner: account(2),
        signature_type: 'APPROVED_HASH',
        source: 'onchain',
        signature: `${pad(account(2)).toLowerCase()}${'0'.repeat(64)}01`,
      },
    ])

    const txHash = await execSafeTransaction(devnet, { safe, tx: { to: tx.to, value: 1n }, signers: [0, 1] })
    await indexer.caughtUp()
    const [multisig] = await rows('select * from multisig_transactions where safe_tx_hash = $1', [safeTxHash])
    expect(multisig).toMatchObject({
      source: 'offchain',
      proposer: account(1),
      origin: '{"url":"https://app","name":"App"}',
      tx_hash: txHash,
      is_successful: true,
    })
    const confirmations = await rows<{ owner: Address; source: string; signature: string }>(
      'select owner, source, signature from multisig_confirmations where safe_tx_hash = $1 order by owner',
      [safeTxHash],
    )
    // Owner 1's off-chain signature wins over the executed copy; owners 0 (executed) and 2 (approveHash) are on-chain.
    expect(confirmations.find((row) => row.owner === account(1))).toMatchObject({
      source: 'offchain',
      signature: '0x1234',
    })
    expect(confirmations.map((row) => row.owner).sort()).toEqual([account(0), account(1), account(2)].sort())
  })

  it('follows owner changes (add at the head, swap in place, remove) and threshold changes', async () => {
    await selfCall(
      [0, 1],
      encodeFunctionData({ abi: safeL2Abi, functionName: 'addOwnerWithThreshold', args: [account(3), 2n] }),
    )
    // list is now [3, 0, 1, 2]: swap 1 (prev 0) for 4 keeps the slot
    await selfCall(
      [0, 3],
      encodeFunctionData({ abi: safeL2Abi, functionName: 'swapOwner', args: [account(0), account(1), account(4)] }),
    )
    await indexer.caughtUp()
    expect((await indexedState(safe))?.owners).toEqual([account(3), account(0), account(4), account(2)])
    await selfCall(
      [0, 4],
      encodeFunctionData({ abi: safeL2Abi, functionName: 'removeOwner', args: [account(4), account(2), 1n] }),
    )
    await selfCall([0], encodeFunctionData({ abi: safeL2Abi, functionName: 'changeThreshold', args: [2n] }))
    await indexer.caughtUp()
    const onChain = await chainState(safe)
    expect(onChain).toMatchObject({ owners: [account(3), account(0), account(4)], threshold: 2 })
    expect(await indexedState(safe)).toEqual({
      owners: onChain.owners,
      threshold: 2,
      nonce: onChain.nonce,
      modules: [],
    })
    const executed = await rows<{ confirmations_required: number }>(
      'select confirmations_required from multisig_transactions where safe = $1 and block_number is not null order by nonce',
      [safe],
    )
    // threshold in force at each execution: 2, 2, 2, 2 (add kept 2), 2 (swap), then 1 after removeOwner lowered it
    expect(executed.map((row) => row.confirmations_required)).toEqual([2, 2, 2, 2, 2, 1])
  })

  it('indexes module enablement and module transactions, successful or not', async () => {
    const module = account(7)
    await selfCall([0, 3], encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [module] }))
    const moduleWallet = devnet.walletClient(7)
    const ok = await moduleWallet.writeContract({
      address: safe,
      abi: safeL2Abi,
      functionName: 'execTransactionFromModule',
      args: [account(8), parseEther('0.05'), '0x', 0],
    })
    // An ERC-20 transfer the Safe cannot afford reverts inside: the module call returns false (ExecutionFromModuleFailure).
    const failing = await moduleWallet.writeContract({
      address: safe,
      abi: safeL2Abi,
      functionName: 'execTransactionFromModule',
      args: [
        devnet.demo!.tokens.dai,
        0n,
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account(8), 10n ** 30n] }),
        0,
      ],
      gas: 300_000n,
    })
    await Promise.all([ok, failing].map((hash) => devnet.publicClient.waitForTransactionReceipt({ hash })))
    await indexer.caughtUp()
    expect((await indexedState(safe))?.modules).toEqual([module])
    expect(
      await rows(
        'select tx_hash, module, "to", value, is_successful from module_transactions where safe = $1 order by block_number',
        [safe],
      ),
    ).toEqual([
      { tx_hash: ok, module, to: account(8), value: parseEther('0.05').toString(), is_successful: true },
      { tx_hash: failing, module, to: devnet.demo!.tokens.dai, value: '0', is_successful: false },
    ])
    expect(await rows('select direction, "to", synthetic from transfers where tx_hash = $1', [ok])).toEqual([
      { direction: 'OUTGOING', to: account(8), synthetic: true },
    ])
    await selfCall(
      [0, 3],
      encodeFunctionData({ abi: safeL2Abi, functionName: 'disableModule', args: [SENTINEL, module] }),
    )
    await indexer.caughtUp()
    expect((await indexedState(safe))?.modules).toEqual([])
  })

  it('indexes incoming and outgoing ERC-20 / ERC-721 transfers and reads token metadata once', async () => {
    const { usdc } = devnet.demo!.tokens
    const { nft } = devnet.demo!
    const incoming20 = await fundToken(devnet, { token: usdc, to: safe, amount: 1_000n })
    const incoming721 = await devnet.walletClient(0).writeContract({
      address: nft,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [account(0), safe, 1n],
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash: incoming721 })
    const outgoing20 = await execSafeTransaction(devnet, {
      safe,
      tx: { to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account(5), 400n] }) },
      signers: [0, 3],
    })
    const outgoing721 = await execSafeTransaction(devnet, {
      safe,
      tx: {
        to: nft,
        data: encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [safe, account(5), 1n] }),
      },
      signers: [0, 3],
    })
    await indexer.caughtUp()
    const transfers = await rows(
      `select tx_hash, type, direction, token_address, "from", "to", value, token_id from transfers
       where safe = $1 and type <> 'ETHER' order by block_number, log_index`,
      [safe],
    )
    expect(transfers).toEqual([
      {
        tx_hash: incoming20,
        type: 'ERC20',
        direction: 'INCOMING',
        token_address: usdc,
        from: account(0),
        to: safe,
        value: '1000',
        token_id: null,
      },
      {
        tx_hash: incoming721,
        type: 'ERC721',
        direction: 'INCOMING',
        token_address: nft,
        from: account(0),
        to: safe,
        value: null,
        token_id: '1',
      },
      {
        tx_hash: outgoing20,
        type: 'ERC20',
        direction: 'OUTGOING',
        token_address: usdc,
        from: safe,
        to: account(5),
        value: '400',
        token_id: null,
      },
      {
        tx_hash: outgoing721,
        type: 'ERC721',
        direction: 'OUTGOING',
        token_address: nft,
        from: safe,
        to: account(5),
        value: null,
        token_id: '1',
      },
    ])
    const tokens = await rows('select address, type, name, symbol, decimals from tokens order by type', [])
    expect(tokens).toEqual([
      { address: usdc, type: 'ERC20', name: 'Demo USD', symbol: 'dUSD', decimals: 6 },
      { address: nft, type: 'ERC721', name: 'Strongroom Demo Key', symbol: 'SRKEY', decimals: null },
    ])
  })

  it('records a failed execution (inner call reverted with safeTxGas set) and still advances the nonce', async () => {
    const before = await chainState(safe)
    const attempt = execSafeTransaction(devnet, {
      safe,
      tx: {
        to: devnet.demo!.tokens.dai,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account(5), 10n ** 30n] }),
        safeTxGas: 100_000n,
      },
      signers: [0, 3],
    })
    await expect(attempt).rejects.toThrow(/inner call failed/)
    await indexer.caughtUp()
    const [failed] = await rows(
      'select is_successful, nonce from multisig_transactions where safe = $1 and nonce = $2',
      [safe, before.nonce],
    )
    expect(failed).toEqual({ is_successful: false, nonce: before.nonce })
    expect((await indexedState(safe))?.nonce).toBe((await chainState(safe)).nonce)
  })

  it('adds by address a Safe whose creation no factory announced, backfilling its history', async () => {
    // A proxy set up without the factory: copy a proxy's code, point slot 0 at SafeL2, call setup() directly.
    const unannounced = getAddress(`0x${keccak256('0x5afe').slice(-40)}`)
    await devnet.testClient.setCode({
      address: unannounced,
      bytecode: (await devnet.publicClient.getCode({ address: safe }))!,
    })
    await devnet.testClient.setStorageAt({ address: unannounced, index: 0, value: pad(canonicalAddresses.safeL2) })
    const setupTx = await devnet.walletClient(0).sendTransaction({
      to: unannounced,
      data: encodeSafeSetup({ owners: [account(5), account(6)], threshold: 1 }),
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash: setupTx })
    await fundEth(devnet, { to: unannounced, wei: parseEther('2') })
    await indexer.caughtUp()
    expect(await rows('select address from safes where address = $1', [unannounced])).toEqual([])

    await indexer.indexer.addSafe(unannounced)
    await indexer.backfilled(unannounced)
    const [row] = await rows('select * from safes where address = $1', [unannounced])
    expect(row).toMatchObject({
      source: 'manual',
      creation_tx_hash: setupTx,
      factory: null,
      initial_owners: [account(5), account(6)],
      initial_threshold: 1,
    })
    expect(await indexedState(unannounced)).toEqual({ ...(await chainState(unannounced)) })
    expect(await rows('select direction, value from transfers where safe = $1', [unannounced])).toEqual([
      { direction: 'INCOMING', value: parseEther('2').toString() },
    ])

    // From now on the main loop follows it.
    await execSafeTransaction(devnet, { safe: unannounced, tx: { to: account(9), value: 1n }, signers: [5] })
    await indexer.caughtUp()
    expect((await indexedState(unannounced))?.nonce).toBe('1')
    await indexer.indexer.addSafe(unannounced)
    expect(await rows('select count(*)::int as n from safe_events where safe = $1', [unannounced])).toEqual([{ n: 4 }])
  })

  it('rejects addresses that are not Safes', async () => {
    await expect(indexer.indexer.addSafe(devnet.demo!.tokens.usdc)).rejects.toBeInstanceOf(InvalidInputError)
    await expect(indexer.indexer.addSafe(account(9))).rejects.toBeInstanceOf(InvalidInputError)
    await expect(indexer.indexer.addSafe('0x1234' as Address)).rejects.toBeInstanceOf(InvalidInputError)
    // the loop keeps running
    await fundEth(devnet, { to: safe, wei: 1n })
    await indexer.caughtUp()
    expect(indexer.indexer.status()).toMatchObject({ chainId: '1337', lagBlocks: 0, syncing: false, indexing: true })
  })

  it('decodes the factory call of the creation', async () => {
    const [row] = await rows<{ setup_data: `0x${string}`; creation_tx_hash: Hash }>(
      'select setup_data, creation_tx_hash from safes where address = $1',
      [safe],
    )
    const tx = await devnet.publicClient.getTransaction({ hash: row!.creation_tx_hash })
    const call = decodeFunctionData({ abi: safeProxyFactoryAbi, data: tx.input })
    expect(call.args?.[1]).toBe(row!.setup_data)
  })
})
