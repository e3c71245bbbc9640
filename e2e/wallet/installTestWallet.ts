import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { createWalletRouter, type WalletChain, type WalletRouter } from './createWalletRouter'
import { type TestWalletPageScriptArgs, testWalletPageScript } from './testWalletPageScript'
import { WalletRpcError } from './WalletRpcError'

/** EIP-6963 identity of the test wallet; the connect modal lists it as `rk-wallet-option-<rdns>`. */
export const TEST_WALLET_INFO = {
  name: 'Strongroom Test Wallet',
  rdns: 'dev.strongroom.testwallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f2937"/><path d="M9 12h14v11H9z" fill="#fbbf24"/><path d="M12 12V9a4 4 0 0 1 8 0v3" fill="none" stroke="#fbbf24" stroke-width="2.5"/></svg>',
  )}`,
} as const

const BINDING = '__strongroomTestWalletRequest'
const EVENTS = '__strongroomTestWalletEvents'

export interface InstallTestWalletOptions {
  /** Node of the starting chain. */
  rpcUrl: string
  /** The starting chain. */
  chainId: number
  /** Private keys; account 0 is active first. */
  accounts: readonly Hex[]
  /** More networks the wallet knows (for wallet_switchEthereumChain). */
  extraChains?: readonly WalletChain[]
}

/** The installed wallet: its router's controls plus the page it lives in. */
export type TestWallet = WalletRouter

/**
 * Installs an injected EIP-1193 + EIP-6963 wallet into `page` (and every later navigation of it). Requests cross
 * to Node through `page.exposeFunction`; signing happens in Node with viem local accounts and reads go to the node.
 * Call before the first `page.goto`.
 */
export async function installTestWallet(page: Page, options: InstallTestWalletOptions): Promise<TestWallet> {
  const router = createWalletRouter({
    accounts: options.accounts,
    chains: [{ chainId: options.chainId, rpcUrl: options.rpcUrl }, ...(options.extraChains ?? [])],
    emit: ({ event, payload }) => {
      // Fire-and-forget: a page in the middle of navigating has no listeners, and reads fresh state on load.
      page
        .evaluate(
          ([name, e, p]) =>
            (window as unknown as Record<string, { emit(e: string, p: unknown): void } | undefined>)[name]?.emit(e, p),
          [EVENTS, event, payload] as const,
        )
        .catch(() => undefined)
    },
  })
  await page.exposeFunction(BINDING, async (json: string): Promise<string> => {
    const { method, params } = JSON.parse(json) as { method: string; params?: unknown }
    try {
      return JSON.stringify({ result: await router.request(method, params) })
    } catch (error) {
      const rpcError =
        error instanceof WalletRpcError
          ? error
          : new WalletRpcError(-32603, error instanceof Error ? error.message : String(error))
      return JSON.stringify({ error: { code: rpcError.code, message: rpcError.message, data: rpcError.data } })
    }
  })
  const args: TestWalletPageScriptArgs = {
    bindingName: BINDING,
    eventsName: EVENTS,
    info: { ...TEST_WALLET_INFO, uuid: randomUUID() },
  }
  // The function travels as source text. Transpilers such as esbuild (tsx) wrap named functions in a `__name`
  // helper that exists only in Node, so the page gets a stand-in for it.
  await page.addInitScript({
    content: `(() => { const __name = (target) => target; (${testWalletPageScript.toString()})(${JSON.stringify(args)}) })()`,
  })
  return router
}
