import { useId } from 'react'
import type { Address } from 'viem'
import { FormMessage } from '../../components/FormField'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSignIn } from '../sign-in'
import { getPushSupport } from './getPushSupport'
import { SafeNotificationsList } from './SafeNotificationsList'

/**
 * Settings → Notifications: browser push notifications for the signed-in account's Safes. Signed out it asks to
 * sign in; without the gateway's VAPID key or a browser that can receive pushes it says why they are unavailable.
 */
export function NotificationsSettings() {
  const id = useId()
  const { status, session, connected } = useSignIn()
  return (
    <section aria-labelledby={`${id}-title`} data-testid="notifications-settings">
      <h2 id={`${id}-title`}>Notifications</h2>
      {status === 'signed-in' && session ? (
        <Available account={session.address} />
      ) : (
        <>
          <p data-testid="notifications-sign-in">Sign in to manage notifications.</p>
          <FormMessage tone="hint">
            Notifications belong to your signed-in account, and only owners can turn them on for a Safe.{' '}
            {status === 'signed-out' && connected
              ? 'Use “Sign in” at the top of the page.'
              : 'Connect a wallet, then sign in.'}
          </FormMessage>
        </>
      )}
    </section>
  )
}

function Available({ account }: { account: Address }) {
  const { vapidPublicKey } = useRuntimeConfig()
  if (!vapidPublicKey)
    return (
      <p data-testid="notifications-unavailable">
        Notifications are not available here: this server has no Web Push key configured (the runtime configuration has
        no <code>vapidPublicKey</code>).
      </p>
    )
  const support = getPushSupport()
  if (support === 'insecure-context')
    return (
      <p data-testid="notifications-unavailable">
        Notifications are not available here: browsers only deliver them to sites served over HTTPS (or localhost).
      </p>
    )
  if (support === 'unsupported')
    return (
      <p data-testid="notifications-unavailable">
        Notifications are not available in this browser: it lacks service workers or the Push API. Try a current Chrome,
        Edge, Firefox or Safari.
      </p>
    )
  return <SafeNotificationsList account={account} vapidPublicKey={vapidPublicKey} />
}
