import type { ReactNode } from 'react'
import { Button, buttonClass } from '../../components/Button'
import { Link } from '../../components/Link'
import './safes.css'

/** Props of {@link WelcomeContent}. */
export interface WelcomeContentProps {
  chainName: string
  /** `unknown` while a returning visitor's wallet is being restored: neither invitation nor list yet. */
  connection: 'connected' | 'disconnected' | 'unknown'
  /** Opens the connect modal; without it the invitation has no button. */
  onConnect?: (() => void) | undefined
  /** The Safe list, when there is one to show. */
  safes?: ReactNode
  /** Where "Create Safe" and "Add existing Safe" lead (app/paths). */
  newSafeHref: string
  addSafeHref: string
}

/**
 * What the landing screen says, free of wallet code: the landing page draws it before the wallet stack has loaded
 * (docs/landing-page.md), and {@link WelcomePage} draws it with the wallet's state once it has.
 */
export function WelcomeContent({
  chainName,
  connection,
  onConnect,
  safes,
  newSafeHref,
  addSafeHref,
}: WelcomeContentProps) {
  const connected = connection === 'connected'
  return (
    <div className="welcome">
      <h1>Your Safe accounts, on your own server</h1>
      {connected && (
        <p>
          Open one of your Safe accounts on <strong>{chainName}</strong>, create a new one, or add an existing Safe by
          its address.
        </p>
      )}
      {connection === 'disconnected' && (
        <div className="welcome__connect">
          <p>
            Connect a wallet to work with Safe multisig accounts on <strong>{chainName}</strong>. You can also add any
            Safe by its address and follow it read-only.
          </p>
          {onConnect && (
            <Button variant="primary" onClick={onConnect}>
              Connect Wallet
            </Button>
          )}
        </div>
      )}
      <div className="welcome__actions">
        <Link href={newSafeHref} className={buttonClass(connected ? 'primary' : 'secondary')}>
          Create Safe
        </Link>
        <Link href={addSafeHref} className={buttonClass('secondary')}>
          Add existing Safe
        </Link>
      </div>
      {safes}
    </div>
  )
}
