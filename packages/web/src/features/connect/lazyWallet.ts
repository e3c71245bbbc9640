import type { WalletList } from '@rainbow-me/rainbowkit'
import type { CreateConnectorFn } from 'wagmi'

/** A RainbowKit wallet factory, as listed in a wallet group. */
export type CreateWalletFn = WalletList[number]['wallets'][number]

/** Called once per lazy connector with a function that wakes it up (loads its SDK). */
export type RegisterArm = (arm: () => void) => void

type ConnectorInstance = ReturnType<CreateConnectorFn>

/**
 * Wraps a RainbowKit wallet whose wagmi connector loads a large SDK (WalletConnect, Coinbase, MetaMask) so the SDK
 * is not fetched on landing. wagmi calls `setup()` on every connector in `createConfig` and `isAuthorized()` /
 * `getProvider()` on every connector when it reconnects on mount; each of those imports the SDK chunk. Until the
 * connector is armed it answers like an absent wallet (no provider, not authorized) and defers its setup.
 *
 * It is armed when the user connects with it, when the app calls the function handed to `registerArm` (the connect
 * modal opening: SDKs then load while the user reads the list), or at start if it was the last connector used
 * (wagmi's `recentConnectorId`), so a returning user still reconnects silently.
 */
export function lazyWallet(createWallet: CreateWalletFn, registerArm: RegisterArm): CreateWalletFn {
  return (params) => {
    const wallet = createWallet(params)
    return {
      ...wallet,
      createConnector: (details) => lazyConnector(wallet.createConnector(details), registerArm),
    }
  }
}

function lazyConnector(createInner: CreateConnectorFn, registerArm: RegisterArm): CreateConnectorFn {
  return (config) => {
    const inner = createInner(config)
    let armed = false
    let setupStarted: Promise<void> | undefined
    // wagmi spreads the object returned here into its own connector (adding uid and emitter) and calls methods on
    // that copy; keep it so that deferred calls run with the same `this` the inner methods would normally see.
    let self: ConnectorInstance | undefined

    const runSetup = (target: ConnectorInstance): Promise<void> => {
      setupStarted ??= Promise.resolve(inner.setup?.call(target))
      return setupStarted
    }
    const recentlyUsed: Promise<boolean> = Promise.resolve(
      (config.storage as { getItem(key: string): unknown } | null | undefined)?.getItem('recentConnectorId'),
    ).then(
      (recentId) => recentId === inner.id,
      () => false,
    )

    registerArm(() => {
      if (armed) return
      armed = true
      const target = self ?? connector
      // Preload: failures here surface again, and are reported, when the user actually connects.
      runSetup(target)
        .then(() => inner.getProvider.call(target))
        .catch(() => undefined)
    })

    const connector: ConnectorInstance = {
      ...inner,
      async setup() {
        self = this
        if (await recentlyUsed) armed = true
        if (armed) await runSetup(this)
      },
      async getProvider(parameters) {
        if (!armed && !(await recentlyUsed)) return undefined as never
        return inner.getProvider.call(this, parameters)
      },
      async isAuthorized() {
        if (!armed && !(await recentlyUsed)) return false
        return inner.isAuthorized.call(this)
      },
      async connect(parameters) {
        armed = true
        await runSetup(this)
        return inner.connect.call(this, parameters) as never
      },
    }
    return connector
  }
}
