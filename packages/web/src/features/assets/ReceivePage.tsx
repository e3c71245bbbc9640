import type { Address } from 'viem'
import { getAddress } from 'viem'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Banner } from '../../components/Banner'
import { CopyButton } from '../../components/CopyButton'
import { Panel } from '../../components/Panel'
import { QrCode } from '../../components/QrCode'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import './assets.css'

/** The Safe's address to receive assets: as text, as a QR code, and a copy button. */
export function ReceivePage({ address }: { address: Address }) {
  usePageTitle('Receive')
  const { chainName } = useRuntimeConfig()
  const checksummed = getAddress(address)
  return (
    <Panel title="Receive assets">
      <div className="receive">
        <Banner tone="warning" title={`Only send assets on ${chainName} to this address.`}>
          <p>Assets sent on another network to this address may be lost.</p>
        </Banner>
        <div className="receive__qr">
          <QrCode value={checksummed} label={`QR code of the Safe address ${checksummed}`} size={220} />
        </div>
        <AddressDisplay address={checksummed} format="full" copy={false} />
        <CopyButton value={checksummed} label="Copy address" size="normal" />
      </div>
    </Panel>
  )
}
