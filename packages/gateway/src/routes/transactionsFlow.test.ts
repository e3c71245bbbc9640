import {
  getIncomingTransfers,
  getModuleTransactions,
  getMultisigTransactions,
  getNonces,
  getSafeInfo,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  type MultisigTransactionRequest,
  postSafeGasEstimation,
  proposeTransaction,
  setBaseUrl,
  type TransactionListPage,
} from '@safe-global/safe-gateway-typescript-sdk'
import {
  createSafe,
  execSafeTransaction,
  fundToken,
  sendPoisoningTransfers,
  sendTransactions,
} from '@strongroom/devnet'
import {
  buildProposeTransactionBody,
  createSafeTx,
  encodeExecTransaction,
  encodeSafeTxData,
  getSafeMessageTypedData,
  getSafeTxHash,
  getSafeTxTypedData,
  joinSignatures,
  type SafeTx,
  type SignatureInput,
  safeL2Abi,
  type TransactionDetails,
} from '@strongroom/protocol'
import { type Address, encodeFunctionData, erc20Abi, erc721Abi, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson } from '../testing/sendJson'
import { startSecondGateway } from '../testing/startSecondGateway'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { testSafeAppsRegistry } from '../testing/testSafeAppsRegistry'

const CHAIN = '1337'
const ONE_ETH = 10n ** 18n

let stack: TestStack
let safe: Address
let account: (index: number) => Address

async function signTx(signer: number, safeAddress: Address, tx: SafeTx): Promise<SignatureInput> {
  const data = await stack.devnet
    .walletClient(signer)
    .signTypedData(getSafeTxTypedData({ chainId: Number(CHAIN), safeAddress, tx }))
  return { signer: account(signer), data, kind: 'EOA' }
}

function request(
  safeAddress: Address,
  tx: SafeTx,
  sender: Address,
  signatures: SignatureInput[],
): MultisigTransactionRequest {
  return buildProposeTransactionBody({
    chainId: Number(CHAIN),
    safe: safeAddress,
    tx,
    sender,
    ...(signatures.length > 0 ? { signature: joinSignatures(signatures) } : {}),
  })
}

async function propose(
  safeAddress: Address,
  tx: SafeTx,
  sender: number,
  signers: number[],
): Promise<TransactionDetails> {
  const signatures = await Promise.all(signers.map((signer) => signTx(signer, safeAddress, tx)))
  const details = await proposeTransaction(CHAIN, safeAddress, request(safeAddress, tx, account(sender), signatures))
  return details as unknown as TransactionDetails
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const { status, body: answer } = await sendJson(stack.gateway.url, 'POST', path, body, headers)
  return { status, body: answer }
}

async function countStored(): Promise<number> {
  const [row] = await stack.testDb.db.query<{ count: number }>(
    'select (select count(*) from multisig_transactions)::integer + (select count(*) from multisig_confirmations)::integer as count',
  )
  return row?.count ?? 0
}

function transactions(page: TransactionListPage) {
  return page.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction] : []))
}

beforeAll(async () => {
  stack = await startTestStack({ safeApps: testSafeAppsRegistry })
  setBaseUrl(stack.gateway.url)
  account = (index) => stack.devnet.accounts[index]!.address
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: ONE_ETH })
  await stack.indexed()
})

afterAll(async () => {
  await stack?.stop()
})

describe('proposing, confirming, rejecting and executing', () => {
  const send = () => createSafeTx({ to: account(5), value: ONE_ETH / 10n, nonce: 0n })
  const reject = () => createSafeTx({ to: safe, nonce: 0n })
  let sendHash: Hex

  it('stores a proposal signed by its sender and answers its details', async () => {
    const details = await propose(safe, send(), 0, [0])
    sendHash = getSafeTxHash({ chainId: 1337, safeAddress: safe, tx: send() })
    expect(details).toMatchObject({
      safeAddress: safe,
      txId: `multisig_${safe}_${sendHash}`,
      executedAt: null,
      txStatus: 'AWAITING_CONFIRMATIONS',
      txInfo: {
        type: 'Transfer',
        sender: { value: safe },
        recipient: { value: account(5) },
        direction: 'OUTGOING',
        transferInfo: { type: 'NATIVE_COIN', value: (ONE_ETH / 10n).toString() },
      },
      txData: {
        hexData: null,
        dataDecoded: null,
        to: { value: account(5) },
        value: '100000000000000000',
        operation: 0,
      },
      detailedExecutionInfo: {
        type: 'MULTISIG',
        nonce: 0,
        safeTxHash: sendHash,
        confirmationsRequired: 2,
        signers: [0, 1, 2].map((index) => ({ value: account(index), name: null, logoUri: null })),
        confirmations: [{ signer: { value: account(0) } }],
        rejectors: [],
        trusted: true,
        proposer: { value: account(0) },
      },
      txHash: null,
    })
  })

  it('shows it as the next transaction in the queue, missing one signer', async () => {
    const queue = await getTransactionQueue(CHAIN, safe)
    expect(queue.results.map((item) => item.type)).toEqual(['LABEL', 'TRANSACTION'])
    expect(queue.results[0]).toEqual({ type: 'LABEL', label: 'Next' })
    expect(queue.results[1]).toMatchObject({
      conflictType: 'None',
      transaction: {
        id: `multisig_${safe}_${sendHash}`,
        txStatus: 'AWAITING_CONFIRMATIONS',
        executionInfo: {
          type: 'MULTISIG',
          nonce: 0,
          confirmationsRequired: 2,
          confirmationsSubmitted: 1,
          missingSigners: [account(1), account(2)].map((value) => ({ value, name: null, logoUri: null })),
        },
      },
    })
    expect((queue as { count?: number }).count).toBe(2)
    expect(await getNonces(CHAIN, safe)).toEqual({ currentNonce: 0, recommendedNonce: 1 })
  })

  it('adds a confirmation when another owner re-proposes with both signatures, idempotently', async () => {
    const tx = send()
    const both = await Promise.all([signTx(0, safe, tx), signTx(1, safe, tx)])
    const first = await proposeTransaction(CHAIN, safe, request(safe, tx, account(1), both))
    const again = await proposeTransaction(CHAIN, safe, request(safe, tx, account(1), both))
    expect(first.txStatus).toBe('AWAITING_EXECUTION')
    expect(again).toEqual(first)
    expect(first.detailedExecutionInfo).toMatchObject({
      confirmations: [{ signer: { value: account(0) } }, { signer: { value: account(1) } }],
    })
  })

  it('keeps both owners when two confirm at the same moment', async () => {
    const tx = createSafeTx({ to: account(6), value: 1n, nonce: 5n })
    await Promise.all([propose(safe, tx, 1, [1]), propose(safe, tx, 2, [2])])
    const details = await getTransactionDetails(CHAIN, getSafeTxHash({ chainId: 1337, safeAddress: safe, tx }))
    const confirmations = (details.detailedExecutionInfo as { confirmations: { signer: { value: string } }[] })
      .confirmations
    expect(confirmations.map((confirmation) => confirmation.signer.value).sort()).toEqual(
      [account(1), account(2)].sort(),
    )
  })

  it('keeps a proposal without signatures out of the default (trusted) queue', async () => {
    const tx = createSafeTx({ to: account(6), value: 3n, nonce: 7n })
    const details = await propose(safe, tx, 2, [])
    expect(details.detailedExecutionInfo).toMatchObject({ trusted: false, confirmations: [] })
    const ids = (page: TransactionListPage) => transactions(page).map((summary) => summary.id)
    expect(ids(await getTransactionQueue(CHAIN, safe))).not.toContain(details.txId)
    expect(ids(await getTransactionQueue(CHAIN, safe, { trusted: false }))).toContain(details.txId)
  })

  it('groups a rejection with the transaction it competes with', async () => {
    await propose(safe, reject(), 2, [2])
    const queue = await getTransactionQueue(CHAIN, safe)
    expect(queue.results.map((item) => (item.type === 'TRANSACTION' ? item.conflictType : item.type))).toEqual([
      'LABEL',
      'CONFLICT_HEADER',
      'HasNext',
      'End',
      'LABEL',
      'None',
    ])
    expect(queue.results[1]).toEqual({ type: 'CONFLICT_HEADER', nonce: 0 })
    expect(queue.results[4]).toEqual({ type: 'LABEL', label: 'Queued' })
    const rejection = transactions(queue)[1]!
    expect(rejection.txInfo).toEqual({
      type: 'Custom',
      humanDescription: null,
      to: { value: safe, name: null, logoUri: null },
      dataSize: '0',
      value: '0',
      methodName: null,
      actionCount: null,
      isCancellation: true,
    })
    const details = await getTransactionDetails(CHAIN, `multisig_${safe}_${sendHash}`)
    expect(details.detailedExecutionInfo).toMatchObject({ rejectors: [{ value: account(2) }] })
  })

  it('pages the queue with absolute links that keep working behind a trusted proxy, and only then', async () => {
    const path = `/v1/chains/${CHAIN}/safes/${safe}/transactions/queued/`
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'wallet.example:8443' }
    // trustProxy is off (the default): anyone may send these headers, so they change no link (docs/gateway-security.md).
    const direct = (await (
      await fetch(`${stack.gateway.url}${path}?cursor=limit%3D1%26offset%3D0`, { headers: proxied })
    ).json()) as TransactionListPage
    expect(direct.next).toBe(`${stack.gateway.url}${path}?cursor=limit%3D1%26offset%3D1`)
    const chainInfo = (await (
      await fetch(`${stack.gateway.url}/v1/chains/${CHAIN}`, { headers: { 'x-forwarded-host': 'evil.test' } })
    ).json()) as { transactionService: string }
    expect(chainInfo.transactionService).toBe(stack.gateway.url)

    const behindProxy = await startSecondGateway(stack, { config: { ...stack.config, trustProxy: ['loopback'] } })
    const page = await fetch(`${behindProxy.url}${path}?cursor=limit%3D1%26offset%3D0`, { headers: proxied })
      .then((response) => response.json() as Promise<TransactionListPage & { count: number }>)
      .finally(() => behindProxy.stop())
    expect(page.next).toBe(`https://wallet.example:8443${path}?cursor=limit%3D1%26offset%3D1`)
    expect(page.previous).toBeNull()
    // One per page: the nonce-0 group goes on past the page, so its header shows and its last item still HasNext.
    const shape = (list: TransactionListPage) =>
      list.results.map((item) => (item.type === 'TRANSACTION' ? item.conflictType : item.type))
    expect(shape(page)).toEqual(['LABEL', 'CONFLICT_HEADER', 'HasNext'])
    expect(page.count).toBe(3)

    const next = await getTransactionQueue(
      CHAIN,
      safe,
      {},
      page.next!.replace('https://wallet.example:8443', stack.gateway.url),
    )
    expect(next.previous).toBe(`${stack.gateway.url}${path}?cursor=limit%3D1%26offset%3D0`)
    // Page 2 continues the nonce-0 group (no header, no label again), then labels the later nonce.
    expect(shape(next)).toEqual(['HasNext', 'End', 'LABEL', 'None'])
  })

  it('marks the executed transaction SUCCESS and its rejection CANCELLED once indexed', async () => {
    await execSafeTransaction(stack.devnet, { safe, tx: { to: account(5), value: ONE_ETH / 10n }, signers: [0, 1] })
    await stack.indexed()
    const details = await getTransactionDetails(CHAIN, `multisig_${safe}_${sendHash}`)
    expect(details.txStatus).toBe('SUCCESS')
    expect(details.executedAt).toEqual(expect.any(Number))
    expect(details.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(details.detailedExecutionInfo).toMatchObject({ executor: { value: account(0) } })
    const all = await getMultisigTransactions(CHAIN, safe)
    const statuses = Object.fromEntries(all.results.map((item) => [item.transaction.id, item.transaction.txStatus]))
    const rejectionHash = getSafeTxHash({ chainId: 1337, safeAddress: safe, tx: reject() })
    expect(statuses[`multisig_${safe}_${rejectionHash}`]).toBe('CANCELLED')
    expect(statuses[`multisig_${safe}_${sendHash}`]).toBe('SUCCESS')
    const executedOnly = await getMultisigTransactions(CHAIN, safe, { executed: 'true' })
    expect(executedOnly.results.map((item) => item.transaction.id)).toEqual([`multisig_${safe}_${sendHash}`])
    expect((executedOnly as { count?: number }).count).toBeUndefined()
    const queue = await getTransactionQueue(CHAIN, safe)
    expect(queue.results.map((item) => item.type)).toEqual(['LABEL', 'TRANSACTION'])
    expect(queue.results[0]).toEqual({ type: 'LABEL', label: 'Queued' })
  })

  it('answers the recommended nonce and a safeTxGas of 0 where the chain makes it optional', async () => {
    const estimation = await postSafeGasEstimation(CHAIN, safe, {
      to: account(5),
      value: '1',
      data: '0x',
      operation: 0,
    })
    expect(estimation).toEqual({ currentNonce: 1, recommendedNonce: 6, safeTxGas: '0' })
  })
})

describe('settings changes, tokens and modules in the history', () => {
  it('classifies an executed owner addition as a SettingsChange', async () => {
    const data = encodeFunctionData({ abi: safeL2Abi, functionName: 'addOwnerWithThreshold', args: [account(6), 2n] })
    await execSafeTransaction(stack.devnet, { safe, tx: { to: safe, data }, signers: [0, 1] })
    await stack.indexed()
    const history = await getTransactionHistory(CHAIN, safe)
    const [latest] = transactions(history)
    expect(latest?.txInfo).toEqual({
      type: 'SettingsChange',
      humanDescription: null,
      dataDecoded: {
        method: 'addOwnerWithThreshold',
        parameters: [
          { name: 'owner', type: 'address', value: account(6) },
          { name: '_threshold', type: 'uint256', value: '2' },
        ],
      },
      settingsInfo: { type: 'ADD_OWNER', owner: { value: account(6), name: null, logoUri: null }, threshold: 2 },
    })
    expect((await getSafeInfo(CHAIN, safe)).owners.map((owner) => owner.value)).toContain(account(6))
  })

  it('shows incoming ERC-20 and ERC-721 transfers and an outgoing token transfer', async () => {
    const demo = stack.devnet.demo!
    await fundToken(stack.devnet, { token: demo.tokens.usdc, to: safe, amount: 5_000_000n })
    await sendTransactions(stack.devnet.walletClient(0), [
      {
        to: demo.nft,
        data: encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [account(0), safe, 1n] }),
      },
    ])
    await execSafeTransaction(stack.devnet, {
      safe,
      tx: {
        to: demo.tokens.usdc,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account(4), 1_000_000n] }),
      },
      signers: [0, 1],
    })
    await stack.indexed()

    const incoming = await getIncomingTransfers(CHAIN, safe)
    const infos = incoming.results.map((item) => item.transaction.txInfo)
    expect(infos).toContainEqual(
      expect.objectContaining({
        direction: 'INCOMING',
        transferInfo: expect.objectContaining({ type: 'ERC721', tokenAddress: demo.nft, tokenId: '1' }),
      }),
    )
    expect(infos).toContainEqual(
      expect.objectContaining({
        transferInfo: expect.objectContaining({ type: 'ERC20', tokenAddress: demo.tokens.usdc, value: '5000000' }),
      }),
    )
    expect(infos).toContainEqual(
      expect.objectContaining({ transferInfo: { type: 'NATIVE_COIN', value: ONE_ETH.toString() } }),
    )
    expect(incoming.results.every((item) => item.transaction.txStatus === 'SUCCESS')).toBe(true)

    const [latest] = transactions(await getTransactionHistory(CHAIN, safe))
    expect(latest?.txInfo).toMatchObject({
      type: 'Transfer',
      sender: { value: safe },
      recipient: { value: account(4) },
      direction: 'OUTGOING',
      transferInfo: { type: 'ERC20', tokenAddress: demo.tokens.usdc, value: '1000000', decimals: 6 },
    })

    const transferId = incoming.results[0]!.transaction.id
    const details = await getTransactionDetails(CHAIN, transferId)
    expect(details).toMatchObject({ txId: transferId, txStatus: 'SUCCESS', txData: null, detailedExecutionInfo: null })
    const info = await getSafeInfo(CHAIN, safe)
    expect(Number(info.collectiblesTag)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
  })

  it("keeps a poisoner's zero-value transfer out of the default history and lists it when asked for every transfer", async () => {
    // A Safe of its own (the history tests below count this Safe's entries), which holds dUSD; a stranger makes dUSD
    // log a zero-value transfer from it to a look-alike of account 4.
    const demo = stack.devnet.demo!
    const victim = await createSafe(stack.devnet, { owners: [0], threshold: 1 })
    await fundToken(stack.devnet, { token: demo.tokens.usdc, to: victim, amount: 5_000_000n })
    const { lookAlike } = await sendPoisoningTransfers(stack.devnet, {
      safe: victim,
      imitate: account(4),
      token: demo.tokens.usdc,
    })
    await stack.indexed()
    const recipients = (page: TransactionListPage) =>
      transactions(page).flatMap((tx) => (tx.txInfo.type === 'Transfer' ? [tx.txInfo.recipient.value] : []))
    expect(recipients(await getTransactionHistory(CHAIN, victim))).not.toContain(lookAlike)
    const everything = transactions(await getTransactionHistory(CHAIN, victim, { trusted: false }))
    expect(
      everything.find((tx) => tx.txInfo.type === 'Transfer' && tx.txInfo.recipient.value === lookAlike),
    ).toMatchObject({
      executionInfo: null,
      txInfo: { direction: 'OUTGOING', transferInfo: { type: 'ERC20', value: '0' } },
    })
  })

  it('lists module transactions with the module as executor', async () => {
    const enable = encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [account(7)] })
    await execSafeTransaction(stack.devnet, { safe, tx: { to: safe, data: enable }, signers: [0, 1] })
    await sendTransactions(stack.devnet.walletClient(7), [
      {
        to: safe,
        data: encodeFunctionData({
          abi: safeL2Abi,
          functionName: 'execTransactionFromModule',
          args: [account(8), 1000n, '0x', 0],
        }),
      },
    ])
    await stack.indexed()
    const modules = await getModuleTransactions(CHAIN, safe)
    expect(modules.results).toHaveLength(1)
    const [item] = modules.results
    expect(item?.transaction).toMatchObject({
      txStatus: 'SUCCESS',
      txInfo: {
        type: 'Transfer',
        recipient: { value: account(8) },
        transferInfo: { type: 'NATIVE_COIN', value: '1000' },
      },
      executionInfo: { type: 'MODULE', address: { value: account(7) } },
    })
    const details = await getTransactionDetails(CHAIN, item!.transaction.id)
    expect(details.detailedExecutionInfo).toEqual({
      type: 'MODULE',
      address: { value: account(7), name: null, logoUri: null },
    })
    expect((await getSafeInfo(CHAIN, safe)).modules).toEqual([{ value: account(7), name: null, logoUri: null }])
  })

  it('labels history days, ends with the creation and resolves every id form', async () => {
    const history = await getTransactionHistory(CHAIN, safe, { timezone: 'UTC' })
    expect(history.results[0]?.type).toBe('DATE_LABEL')
    const items = transactions(history)
    const creation = items[items.length - 1]!
    expect(creation).toMatchObject({
      id: `creation_${safe}`,
      txStatus: 'SUCCESS',
      txInfo: { type: 'Creation', creator: { value: account(0) }, factory: { name: 'SafeProxyFactory 1.4.1' } },
    })
    const firstTx = items[0]!
    const label = history.results[0] as { timestamp: number }
    expect(label.timestamp).toBe(firstTx.timestamp)
    expect((history as { count?: number }).count).toBe(items.length - 1)
    for (const item of items) {
      const details = await getTransactionDetails(CHAIN, item.id)
      expect(details.txId).toBe(item.id)
    }
    const creationDetails = await getTransactionDetails(CHAIN, `creation_${safe}`)
    expect(creationDetails.txHash).toBe((creation.txInfo as { transactionHash: string }).transactionHash)
  })

  it('resolves the legacy ethereum_ id and a bare safeTxHash', async () => {
    const incoming = await getIncomingTransfers(CHAIN, safe)
    const transfer = incoming.results[0]!.transaction
    const legacy = await getTransactionDetails(CHAIN, `ethereum_${safe}_${transfer.txHash}_0x1f`)
    expect(legacy.txHash).toBe(transfer.txHash)
    expect(legacy.txInfo.type).toBe('Transfer')
    const [executed] = (await getMultisigTransactions(CHAIN, safe, { executed: 'true' })).results
    const safeTxHash = executed!.transaction.id.split('_')[2]!
    expect((await getTransactionDetails(CHAIN, safeTxHash)).txId).toBe(executed!.transaction.id)
  })

  it('pages the history: later pages skip the label of a day already shown', async () => {
    const all = await getTransactionHistory(CHAIN, safe, { timezone: 'UTC' })
    const page1 = await getTransactionHistory(
      CHAIN,
      safe,
      {},
      `${stack.gateway.url}/v1/chains/${CHAIN}/safes/${safe}/transactions/history?timezone_offset=0&cursor=limit%3D2%26offset%3D0`,
    )
    expect(page1.next).toBe(
      `${stack.gateway.url}/v1/chains/${CHAIN}/safes/${safe}/transactions/history?timezone_offset=0&cursor=limit%3D2%26offset%3D2`,
    )
    const page2 = await getTransactionHistory(CHAIN, safe, {}, page1.next)
    // Everything happened today: one label on the first page, none after.
    expect(page1.results.filter((item) => item.type === 'DATE_LABEL')).toHaveLength(1)
    expect(page2.results.filter((item) => item.type === 'DATE_LABEL')).toHaveLength(0)
    expect(transactions(page2)[0]?.id).toBe(transactions(all)[2]?.id)
  })
})

describe('signature kinds and owners that are contracts', () => {
  it('accepts eth_sign and approved-hash confirmations', async () => {
    const tx = createSafeTx({ to: account(3), value: 2n, nonce: 9n })
    const hash = getSafeTxHash({ chainId: 1337, safeAddress: safe, tx })
    const ethSign = await stack.devnet.walletClient(0).signMessage({ message: { raw: hash } })
    const unapproved = request(safe, tx, account(1), [
      { signer: account(0), data: ethSign, kind: 'ETH_SIGN' },
      { signer: account(1), data: '0x', kind: 'APPROVED_HASH' },
    ])
    const before = await countStored()
    const refused = await post(`/v1/chains/${CHAIN}/transactions/${safe}/propose`, unapproved)
    expect(refused).toEqual({
      status: 422,
      body: {
        code: 422,
        message: `Signature 0: owner ${account(1)} has not approved the hash on chain (approveHash).`,
      },
    })
    expect(await countStored()).toBe(before)

    await sendTransactions(stack.devnet.walletClient(1), [
      { to: safe, data: encodeFunctionData({ abi: safeL2Abi, functionName: 'approveHash', args: [hash] }) },
    ])
    const details = await proposeTransaction(CHAIN, safe, unapproved)
    const confirmations = (details.detailedExecutionInfo as { confirmations: { signer: { value: string } }[] })
      .confirmations
    expect(confirmations.map((confirmation) => confirmation.signer.value).sort()).toEqual(
      [account(0), account(1)].sort(),
    )
  })

  it('accepts an owner Safe’s EIP-1271 signature that execTransaction then accepts too', async () => {
    const ownerSafe = await createSafe(stack.devnet, { owners: [3], threshold: 1 })
    const child = await createSafe(stack.devnet, { owners: [ownerSafe, account(4)], threshold: 1, fundWei: 1000n })
    await stack.indexed()
    const tx = createSafeTx({ to: account(9), value: 10n, nonce: 0n })
    // Safe 1.4.1 checkNSignatures hands the owner Safe the 66-byte preimage; its owner signs that as a SafeMessage.
    const preimage = encodeSafeTxData({ chainId: 1337, safeAddress: child, tx })
    const ownerSignature = await stack.devnet
      .walletClient(3)
      .signTypedData(getSafeMessageTypedData({ chainId: 1337, safeAddress: ownerSafe, data: preimage }))
    const contractSignature: SignatureInput = {
      signer: ownerSafe,
      data: joinSignatures([{ signer: account(3), data: ownerSignature, kind: 'EOA' }]),
      kind: 'CONTRACT_SIGNATURE',
    }
    const details = (await proposeTransaction(
      CHAIN,
      child,
      request(child, tx, ownerSafe, [contractSignature]),
    )) as unknown as TransactionDetails
    expect(details.txStatus).toBe('AWAITING_EXECUTION')
    const [confirmation] = (
      details.detailedExecutionInfo as { confirmations: { signer: { value: string }; signature: Hex }[] }
    ).confirmations
    expect(confirmation?.signer.value).toBe(ownerSafe)

    // The stored confirmation is exactly what the Safe accepts on chain.
    const signatures = joinSignatures([{ signer: ownerSafe, data: confirmation!.signature }])
    await sendTransactions(stack.devnet.walletClient(0), [
      {
        to: child,
        data: encodeExecTransaction({ tx, signatures }),
      },
    ])
    await stack.indexed()
    expect((await getTransactionDetails(CHAIN, details.txId)).txStatus).toBe('SUCCESS')
  })
})

describe('bad proposals are refused and store nothing', () => {
  const base = () => createSafeTx({ to: account(5), value: 1n, nonce: 20n })

  async function refused(body: unknown, headers: Record<string, string> = {}) {
    const before = await countStored()
    const answer = await post(`/v1/chains/${CHAIN}/transactions/${safe}/propose`, body, headers)
    expect(await countStored()).toBe(before)
    return answer
  }

  it('refuses a signature by someone who is not an owner', async () => {
    const body = request(safe, base(), account(0), [await signTx(0, safe, base()), await signTx(8, safe, base())])
    expect(await refused(body)).toEqual({
      status: 422,
      // Entries are sorted by signer: account 8 (0x2361…) comes before account 0 (0xf39F…).
      body: { code: 422, message: `Signature 0 is by ${account(8)}, who is not an owner of the Safe.` },
    })
  })

  it('refuses a sender who is not an owner, or not among the signers', async () => {
    const tx = base()
    expect((await refused(request(safe, tx, account(8), []))).body?.message).toBe(
      `Sender ${account(8)} is not an owner of the Safe`,
    )
    expect((await refused(request(safe, tx, account(1), [await signTx(0, safe, tx)]))).body?.message).toBe(
      `Sender ${account(1)} is not among the signers`,
    )
  })

  it('refuses a hash that does not match the fields', async () => {
    const body = { ...request(safe, base(), account(0), [await signTx(0, safe, base())]), value: '2' }
    const answer = await refused(body)
    expect(answer.status).toBe(422)
    expect(answer.body?.message).toMatch(/^safeTxHash 0x[0-9a-f]{64} does not match the transaction fields/)
  })

  it('refuses a nonce the Safe already used', async () => {
    const tx = createSafeTx({ to: account(5), value: 1n, nonce: 0n })
    const answer = await refused(request(safe, tx, account(0), [await signTx(0, safe, tx)]))
    expect(answer).toEqual({
      status: 422,
      body: { code: 422, message: expect.stringMatching(/^Nonce 0 is below the Safe's current nonce \d+$/) },
    })
  })

  it('refuses a malformed signature, body, address or chain with a precise message', async () => {
    const tx = base()
    const good = request(safe, tx, account(0), [await signTx(0, safe, tx)])
    expect(await refused({ ...good, signature: `${good.signature}00` })).toEqual({
      status: 422,
      body: { code: 422, message: 'Signature data is malformed: its static part is 66 bytes, not a multiple of 65.' },
    })
    expect(await refused({ ...good, to: '0x12' })).toEqual({
      status: 400,
      body: { code: 400, message: 'body.to: must be a 0x-prefixed 20-byte hex address' },
    })
    expect(await refused({ ...good, operation: 2 })).toEqual({
      status: 400,
      body: { code: 400, message: 'body.operation: must be 0 (CALL) or 1 (DELEGATECALL)' },
    })
    expect(await refused({ ...good, nonce: '-1' })).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'body.nonce: must be an unsigned integer: a decimal string, or a JSON number up to 2^53 - 1',
      },
    })
    expect(await refused('{"to":')).toEqual({ status: 400, body: { code: 400, message: 'body: is not valid JSON' } })
    const unknownChain = await post(`/v1/chains/5/transactions/${safe}/propose`, good)
    expect(unknownChain).toEqual({
      status: 404,
      body: {
        code: 404,
        message:
          "This gateway does not serve chain 5 (it serves chain 1337); its operator can add the chain to the gateway's configuration.",
      },
    })
    const badSafe = await post(`/v1/chains/${CHAIN}/transactions/0xnope/propose`, good)
    expect(badSafe).toEqual({
      status: 400,
      body: { code: 400, message: 'params.safe: must be a 0x-prefixed 20-byte hex address' },
    })
  })

  it('refuses a body over the size limit with 413', async () => {
    const tx = base()
    const huge = { ...request(safe, tx, account(0), []), origin: 'x'.repeat(2 * 1024 * 1024) }
    expect(await refused(huge)).toEqual({ status: 413, body: { code: 413, message: 'Request body is too large' } })
  })
})

describe('lists and details reject bad input', () => {
  it('falls back to the first page for a cursor it cannot read', async () => {
    const response = await fetch(
      `${stack.gateway.url}/v1/chains/${CHAIN}/safes/${safe}/multisig-transactions/?cursor=garbage`,
    )
    expect(response.status).toBe(200)
    const page = (await response.json()) as TransactionListPage
    expect(page.previous).toBeNull()
    expect(page.results.length).toBeLessThanOrEqual(20)
  })

  it('answers 400 for a bad boolean, offset or date and 404 for unknown ids', async () => {
    const base = `${stack.gateway.url}/v1/chains/${CHAIN}`
    const answers = await Promise.all(
      [
        `${base}/safes/${safe}/transactions/queued?trusted=yes`,
        `${base}/safes/${safe}/transactions/history?timezone_offset=abc`,
        `${base}/safes/${safe}/transactions/history?timezone=Mars/Olympus`,
        `${base}/safes/${safe}/multisig-transactions/?execution_date__gte=yesterday`,
        `${base}/transactions/not-an-id`,
        `${base}/transactions/multisig_${safe}_0x${'ab'.repeat(32)}`,
        `${base}/safes/${account(9)}/transactions/queued`,
      ].map(async (url) => {
        const response = await fetch(url)
        return { status: response.status, body: await response.json() }
      }),
    )
    expect(answers).toEqual([
      { status: 400, body: { code: 400, message: 'querystring.trusted: must be true or false' } },
      {
        status: 400,
        body: { code: 400, message: 'querystring.timezone_offset: must be an integer number of milliseconds' },
      },
      { status: 400, body: { code: 400, message: 'querystring.timezone: must be an IANA time zone name' } },
      {
        status: 400,
        body: { code: 400, message: 'querystring.execution_date__gte: must be an ISO 8601 date or date-time' },
      },
      {
        status: 400,
        body: { code: 400, message: 'Invalid transaction id: it is neither a prefixed id nor a 32-byte safeTxHash.' },
      },
      {
        status: 404,
        body: { code: 404, message: `Transaction multisig_${safe}_0x${'ab'.repeat(32)} not found on chain ${CHAIN}` },
      },
      { status: 404, body: { code: 404, message: `No Safe found at ${account(9)} on chain ${CHAIN}` } },
    ])
  })
})

describe('transactions from Safe Apps', () => {
  it('names the registry app whose URL a proposal’s origin carries, in the queue and the details', async () => {
    const fromApp = await createSafe(stack.devnet, { owners: [0], threshold: 1 })
    await stack.indexed()
    // Safe{Wallet} stores the app's URL and name as JSON; the sample app's relative URL resolves against its origin.
    const origin = JSON.stringify({ url: 'http://localhost:5173/apps/sample/', name: 'Sample' })
    const tx = createSafeTx({ to: account(9), nonce: 0n })
    const signatures = [await signTx(0, fromApp, tx)]
    const details = (await proposeTransaction(CHAIN, fromApp, {
      ...request(fromApp, tx, account(0), signatures),
      origin,
    })) as unknown as TransactionDetails
    const app = {
      name: 'Strongroom Sample App',
      url: 'http://localhost:5173/apps/sample/',
      logoUri: 'http://localhost:5173/apps/sample/icon.svg',
    }
    expect(details.safeAppInfo).toEqual(app)
    expect(transactions(await getTransactionQueue(CHAIN, fromApp))[0]?.safeAppInfo).toEqual(app)
  })
})
