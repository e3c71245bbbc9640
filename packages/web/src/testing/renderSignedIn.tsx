import type { ReactElement } from 'react'
import type { Address } from 'viem'
import { SignInProvider } from '../features/sign-in'
import { rememberSignIn } from './rememberSignIn'
import { type RenderWithProvidersOptions, renderWithProviders, TEST_RUNTIME_CONFIG } from './renderWithProviders'

/**
 * Renders `ui` for a visitor who signed in on this browser before: the sign-in of `account` on the test gateway is
 * remembered, so the sign-in provider around `ui` looks its session up (`GET /v1/auth/me`, which the test's fake
 * gateway answers) once the wallet is connected. The app's providers and wagmi's mock wallet as renderWithProviders
 * gives them.
 */
export function renderSignedIn(ui: ReactElement, options: RenderWithProvidersOptions & { account: Address }) {
  rememberSignIn(TEST_RUNTIME_CONFIG.gatewayUrl, options.account)
  return renderWithProviders(<SignInProvider gatewayUrl={TEST_RUNTIME_CONFIG.gatewayUrl}>{ui}</SignInProvider>, options)
}
