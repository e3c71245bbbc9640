import { signedInHintKey } from '../features/sign-in/signedInHintKey'

/** Stands for an earlier sign-in of `account` on `gatewayUrl` in this browser, so the app looks the session up. */
export function rememberSignIn(gatewayUrl: string, account: string): void {
  window.localStorage.setItem(signedInHintKey(gatewayUrl), JSON.stringify(account))
}
