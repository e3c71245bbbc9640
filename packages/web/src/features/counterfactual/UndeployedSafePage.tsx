import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useAccount, useBalance, useBytecode } from 'wagmi'
import type { SafeRouteName } from '../../app/paths'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Banner } from '../../components/Banner'
import { CopyButton } from '../../components/CopyButton'
import { Panel } from '../../components/Panel'
import { QrCode } from '../../components/QrCode'
import { Tag } from '../../components/Tag'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { formatTokenAmount } from '../../lib/formatTokenAmount'
import { type UndeployedSafe, useAddressName, useUndeployedSafes } from '../safes'
import { ActivatePanel } from './ActivatePanel'
import { FirstTransactionPanel } from './FirstTransactionPanel'
import { undeployedSafeOffers } from './undeployedSafeOffers'
import './counterfactual.css'

/** How often the balance is read while nothing else tells this screen that funds arrived. */
const BALANCE_POLLING_MS = 4_000

/** Props of {@link UndeployedSafePage}. */
export interface UndeployedSafePageProps {
  safe: UndeployedSafe
  prefix: string
  /** The route the link opened; every route of an undeployed Safe shows this screen. */
  route: SafeRouteName
}

/**
 * The one screen of a Safe created "pay later" (docs/counterfactual-safes.md): it says the Safe is not activated,
 * shows its balance (read from the node: the gateway knows nothing of it yet), its address to receive funds, its
 * owners, and offers what works before deployment — activating it, or its first transaction when the connected owner
 * alone can sign it. Once the chain has code at its address (activated here or elsewhere) the browser forgets the
 * setup, and the Safe's usual screens take over.
 */
export function UndeployedSafePage({ safe, route }: UndeployedSafePageProps) {
  const { chainId, chainName } = useRuntimeConfig()
  const name = useAddressName()(safe.address)
  usePageTitle(name ?? 'Safe')
  const { address: account } = useAccount()
  const undeployed = useUndeployedSafes(chainId)
  const queryClient = useQueryClient()
  const balance = useBalance({ address: safe.address, chainId, query: { refetchInterval: BALANCE_POLLING_MS } })
  const code = useBytecode({ address: safe.address, chainId, query: { refetchInterval: BALANCE_POLLING_MS } })
  const deployed = code.data !== undefined && code.data !== null && code.data !== '0x'
  const { remove } = undeployed
  useEffect(() => {
    if (!deployed) return
    // Deployed (here or by anyone with the setup): the gateway's data is the truth from now on.
    void queryClient.invalidateQueries()
    remove(safe.address)
  }, [deployed, remove, safe.address, queryClient])
  const offers = undeployedSafeOffers(safe, account)
  const onActivated = () => remove(safe.address)

  return (
    <div className="undeployed-safe">
      <header className="undeployed-safe__header">
        <h1>{name ?? 'Safe'}</h1>
        <AddressDisplay address={safe.address} name={false} />
        <div className="undeployed-safe__facts">
          <Tag tone="warning" data-testid="safe-not-activated">
            Not activated
          </Tag>
          <Tag title="Confirmations needed out of the number of owners" data-testid="safe-threshold">
            {safe.threshold}/{safe.owners.length} owners
          </Tag>
        </div>
      </header>

      <Banner tone="info" title="This Safe is not activated yet" testId="undeployed-banner">
        <p>
          Its address is reserved on {chainName} and can receive funds now, but the Safe is deployed only with its first
          transaction or when it is activated. Until then this screen is all there is
          {route === 'dashboard' || route === 'receive' ? '' : ': the other screens open once it is activated'}.
        </p>
      </Banner>

      <div className="undeployed-safe__panels">
        <Panel title="Balance">
          <p className="undeployed-safe__balance" data-testid="undeployed-balance">
            {balance.data
              ? `${formatTokenAmount(balance.data.value.toString(), balance.data.decimals)} ${balance.data.symbol}`
              : balance.isError
                ? 'The balance could not be read from the network.'
                : 'Loading…'}
          </p>
          <p className="undeployed-safe__hint">
            Tokens sent here are kept too; they are listed in Assets once the Safe is activated.
          </p>
        </Panel>

        <Panel title="Receive">
          <p className="undeployed-safe__hint">Only send assets on {chainName} to this address.</p>
          <div className="undeployed-safe__receive">
            <QrCode value={safe.address} label={`QR code of the Safe address ${safe.address}`} size={160} />
            <AddressDisplay address={safe.address} format="full" copy={false} />
            <CopyButton value={safe.address} label="Copy address" size="normal" />
          </div>
        </Panel>

        <Panel title="Owners">
          <ul className="undeployed-safe__owners">
            {safe.owners.map((owner) => (
              <li key={owner}>
                <AddressDisplay address={owner} />
              </li>
            ))}
          </ul>
        </Panel>

        <ActivatePanel safe={safe} offer={offers.activate} onActivated={onActivated} />
        <FirstTransactionPanel
          safe={safe}
          offer={offers.firstTransaction}
          balance={balance.data?.value}
          onActivated={onActivated}
        />
      </div>
    </div>
  )
}
