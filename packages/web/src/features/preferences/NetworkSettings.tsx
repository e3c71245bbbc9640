import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../components/Button'
import { FormActions, FormField } from '../../components/FormField'
import { checkRpcEndpoint } from './checkRpcEndpoint'
import { parseRpcUrl } from './parseRpcUrl'
import { useRpcOverride } from './useRpcOverride'

/**
 * Settings → Network: the JSON-RPC endpoint for one chain. The deployment's URL is the default; the user may use their
 * own node (http(s):// batched, ws(s):// over WebSocket), once it answered `eth_chainId` with this chain. Saving reconnects the app to the new endpoint: AppProviders
 * rebuilds the wagmi config and remounts the app, so the outcome is read back from the store (the hint), not kept in
 * this component's state.
 */
export function NetworkSettings({
  chainId,
  chainName,
  defaultRpcUrl,
}: {
  chainId: number
  chainName: string
  defaultRpcUrl: string
}) {
  const id = useId()
  const [override, setOverride] = useRpcOverride(chainId)
  const [draft, setDraft] = useState(override ?? '')
  const [error, setError] = useState<string>()
  const [checking, setChecking] = useState(false)

  // Nothing is saved until the node answered with this chain's id: a bad URL changes nothing.
  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (draft.trim() === '') {
      setError(undefined)
      setOverride(undefined)
      return
    }
    setChecking(true)
    try {
      const url = parseRpcUrl(draft)
      await checkRpcEndpoint({ url, chainId, chainName })
      setError(undefined)
      setOverride(url)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The RPC URL is not valid.')
    } finally {
      setChecking(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Network: {chainName}</h2>
      <form onSubmit={save} noValidate className="preferences__form">
        <FormField
          label={`RPC URL for ${chainName}`}
          error={error}
          hint={
            <span aria-live="polite" data-testid="rpc-url-status">
              {override
                ? `${chainName} uses your RPC URL.`
                : `${chainName} uses the server's RPC URL ${defaultRpcUrl}.`}{' '}
              Leave empty to use the server's. ws:// and wss:// URLs connect over WebSocket.
            </span>
          }
        >
          {(control) => (
            <input
              {...control}
              type="url"
              value={draft}
              placeholder={defaultRpcUrl}
              onChange={(event) => setDraft(event.target.value)}
              spellCheck={false}
              autoComplete="off"
              data-testid="rpc-url-input"
            />
          )}
        </FormField>
        <FormActions>
          <Button type="submit" disabled={checking} aria-busy={checking}>
            {checking ? 'Checking the node…' : 'Save'}
          </Button>
          {override ? (
            <Button
              type="button"
              onClick={() => {
                setDraft('')
                setError(undefined)
                setOverride(undefined)
              }}
            >
              Use the server's URL
            </Button>
          ) : null}
        </FormActions>
      </form>
    </section>
  )
}
