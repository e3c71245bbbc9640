import { encodeOfflineSafeTx, type OfflineSafeTx } from '@strongroom/protocol'
import { useId, useMemo } from 'react'
import { paths } from '../../../app/paths'
import { Button } from '../../../components/Button'
import { CopyButton } from '../../../components/CopyButton'
import { QrCode } from '../../../components/QrCode'
import { downloadTextFile } from '../../../lib/downloadTextFile'
import { toOfflineSafeTxFragment } from './offlineSafeTxLink'
import './offline.css'

// A version-40 QR code at medium error correction holds 2,331 bytes; a longer link is offered as a file instead.
const QR_MAX_LENGTH = 2_331

/**
 * The transaction and its verified signatures ready to carry to another device (docs/offline-signing.md §1–2): as a
 * JSON file, as a link whose fragment holds the export (never sent to a server), and as that link's QR code.
 */
export function OfflineExportPanel({ offline, prefix }: { offline: OfflineSafeTx; prefix: string }) {
  const linkId = useId()
  const link = useMemo(
    () =>
      `${window.location.origin}${paths.safe({ prefix, address: offline.safe }, 'offlineTransaction')}#${toOfflineSafeTxFragment(offline)}`,
    [offline, prefix],
  )
  const count = offline.signatures.length
  const fileName = `safe-tx-${offline.tx.nonce}-${offline.safeTxHash.slice(2, 10)}.json`
  return (
    <div className="offline-export" data-testid="offline-export" data-signatures={count}>
      <p>
        Carries transaction #{offline.tx.nonce.toString()} with {count} verified signature{count === 1 ? '' : 's'}. Open
        it on another device to check it, sign it there, and bring the result back the same way.
      </p>
      <div className="offline-export__row">
        <Button
          size="small"
          onClick={() => downloadTextFile(fileName, encodeOfflineSafeTx(offline), 'application/json')}
        >
          Download the file
        </Button>
      </div>
      <label htmlFor={linkId}>
        Link (the transaction stays in the part after “#”, which is never sent to a server)
      </label>
      <div className="offline-export__row">
        <input id={linkId} className="offline-export__link" readOnly value={link} data-testid="offline-link" />
        <CopyButton value={link} label="Copy the export link" />
      </div>
      {link.length <= QR_MAX_LENGTH ? (
        <QrCode value={link} size={240} label="QR code of the export link" />
      ) : (
        <p className="offline-export__note">This transaction is too large for a QR code: use the file or the link.</p>
      )}
    </div>
  )
}
