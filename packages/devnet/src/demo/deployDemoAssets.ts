import { concat, encodeDeployData, encodeFunctionData, getContractAddress, type Hex, zeroHash } from 'viem'
import { hasCode } from '../chain/hasCode'
import { type PlainTransaction, sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import type { AccountRef } from '../devnet/resolveAccount'
import { deploySingletonFactory } from '../safe/deploySingletonFactory'
import type { DemoAssets } from './DemoAssets'
import { demoArtifacts } from './demoArtifacts'
import { demoNftAbi } from './demoNftAbi'
import { demoTokenAbi } from './demoTokenAbi'

/** Dev accounts 0..2 each get this many whole tokens of both ERC-20s and two NFTs. */
export const DEMO_TOKEN_GRANT = 1_000_000n
export const DEMO_NFTS_PER_HOLDER = 2
const DEMO_HOLDER_INDEXES = [0, 1, 2] as const
const DEPLOY_GAS = 5_000_000n
// Explicit limits (a mint uses < 100k): estimating would run against a state where, with interval mining, the
// contract is still pending.
const MINT_GAS = 300_000n

/**
 * Deploys two faucet ERC-20s and an NFT collection through the Safe singleton factory (CREATE2, salt 0), so their
 * addresses depend only on the committed bytecode and constructor arguments: the same on every fresh devnet. Newly
 * deployed assets are minted to dev accounts 0..2 ({@link DEMO_TOKEN_GRANT} tokens each, NFT ids 1–2, 3–4, 5–6).
 * Idempotent: assets that already exist are neither redeployed nor minted again.
 * @param options.from Account that pays (default dev account 0); the factory is deployed first if missing.
 */
export async function deployDemoAssets(
  devnet: DevnetConnection,
  options: { from?: AccountRef } = {},
): Promise<DemoAssets> {
  const payer = devnet.walletClient(options.from ?? 0)
  const factory = await deploySingletonFactory(payer)
  const plan = (abi: typeof demoTokenAbi | typeof demoNftAbi, initCode: Hex) => ({
    address: getContractAddress({ opcode: 'CREATE2', from: factory.address, salt: zeroHash, bytecode: initCode }),
    deployment: { to: factory.address, data: concat([zeroHash, initCode]), gas: DEPLOY_GAS } satisfies PlainTransaction,
    abi,
  })
  const tokenCode = demoArtifacts.DemoToken.bytecode
  const usdc = plan(
    demoTokenAbi,
    encodeDeployData({ abi: demoTokenAbi, bytecode: tokenCode, args: ['Demo USD', 'dUSD', 6] }),
  )
  const dai = plan(
    demoTokenAbi,
    encodeDeployData({ abi: demoTokenAbi, bytecode: tokenCode, args: ['Demo Dai', 'dDAI', 18] }),
  )
  const nft = plan(
    demoNftAbi,
    encodeDeployData({
      abi: demoNftAbi,
      bytecode: demoArtifacts.DemoNft.bytecode,
      args: ['Strongroom Demo Key', 'SRKEY'],
    }),
  )

  const present = await Promise.all([usdc, dai, nft].map(({ address }) => hasCode(devnet.publicClient, address)))
  const [newUsdc, newDai, newNft] = present.map((exists) => !exists)
  const holders = DEMO_HOLDER_INDEXES.map((index) => devnet.accounts[index]!.address)
  const mints: PlainTransaction[] = []
  for (const [token, isNew, decimals] of [
    [usdc, newUsdc, 6],
    [dai, newDai, 18],
  ] as const) {
    if (!isNew) continue
    for (const holder of holders) {
      const data = encodeFunctionData({
        abi: demoTokenAbi,
        functionName: 'mint',
        args: [holder, DEMO_TOKEN_GRANT * 10n ** BigInt(decimals)],
      })
      mints.push({ to: token.address, data, gas: MINT_GAS })
    }
  }
  if (newNft) {
    for (const holder of holders) {
      for (let i = 0; i < DEMO_NFTS_PER_HOLDER; i++) {
        const data = encodeFunctionData({ abi: demoNftAbi, functionName: 'mint', args: [holder] })
        mints.push({ to: nft.address, data, gas: MINT_GAS })
      }
    }
  }

  const deployments = [usdc, dai, nft].filter((_, index) => !present[index]).map(({ deployment }) => deployment)
  await sendTransactions(payer, [...deployments, ...mints])
  return { tokens: { usdc: usdc.address, dai: dai.address }, nft: nft.address }
}
