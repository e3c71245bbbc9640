import { ErrorScreen } from '../components/ErrorScreen'
import { RuntimeConfigError } from '../lib/RuntimeConfigError'
import { RUNTIME_CONFIG_PATH } from './loadRuntimeConfig'

/** Explains why the app could not start; a runtime-configuration problem gets the fields and a fix. */
export function StartupErrorScreen({ error }: { error: unknown }) {
  if (error instanceof RuntimeConfigError) {
    return (
      <ErrorScreen title="Strongroom cannot start" message={error.message} details={error.issues}>
        <p>
          The server must answer <code>{RUNTIME_CONFIG_PATH}</code> with the JSON fields <code>gatewayUrl</code> and{' '}
          <code>chains</code>, a list of the chains served, each with <code>chainId</code>, <code>chainName</code> and{' '}
          <code>rpcUrl</code> (optionally <code>explorerUrl</code>; <code>walletConnectProjectId</code> beside{' '}
          <code>chains</code>). Fix the deployment and reload the page.
        </p>
      </ErrorScreen>
    )
  }
  return (
    <ErrorScreen title="Strongroom cannot start" message="Oops, something went wrong while starting the app.">
      <p>Reload the page. If it keeps happening, check the browser console and the server logs.</p>
    </ErrorScreen>
  )
}
