import type { TokenInfo } from '@strongroom/protocol'
import { useState } from 'react'
import { useAccount, useConfig } from 'wagmi'
import { getWalletClient } from 'wagmi/actions'
import { Button } from '../../components/Button'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { describeTransactionError } from '../../lib/describeTransactionError'

/**
 * "Add to wallet": asks the connected wallet to show an ERC-20 in its token list (EIP-747 `wallet_watchAsset` with the
 * token's address, symbol, decimals and image). Only a logo served over https (or a data URL) is passed on.
 */
export function AddToWalletButton({ token }: { token: TokenInfo }) {
  const { chainId, chainName } = useRuntimeConfig()
  const config = useConfig()
  const { status } = useAccount()
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | undefined>()
  if (status !== 'connected') return null
  const image = token.logoUri && /^(https:|data:image\/)/.test(token.logoUri) ? token.logoUri : undefined
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        onClick={async () => {
          try {
            const wallet = await getWalletClient(config, { chainId })
            const added = await wallet.watchAsset({
              type: 'ERC20',
              options: {
                address: token.address,
                symbol: token.symbol,
                decimals: token.decimals ?? 0,
                ...(image ? { image } : {}),
              },
            })
            setOutcome(
              added
                ? { ok: true, message: `${token.symbol} is in your wallet’s token list.` }
                : { ok: false, message: `Your wallet did not add ${token.symbol}.` },
            )
          } catch (error) {
            setOutcome({ ok: false, message: describeTransactionError(error, chainName) })
          }
        }}
      >
        Add to wallet<span className="visually-hidden"> {token.symbol}</span>
      </Button>
      {outcome && (
        <span className="token-action-note" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </span>
      )}
    </>
  )
}
