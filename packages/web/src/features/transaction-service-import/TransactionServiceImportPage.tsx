import type { TransactionServiceImportItem, TransactionServiceImportReport } from '@strongroom/protocol'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { paths, type SafeScreenProps } from '../../app/paths'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { FormActions, FormField } from '../../components/FormField'
import { Link } from '../../components/Link'
import { Panel } from '../../components/Panel'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { importFromTransactionService } from '../../lib/gateway/importFromTransactionService'
import { useSignIn } from '../sign-in'
import { describeImportError } from './describeImportError'
import { suggestedServiceUrl } from './suggestedServiceUrl'
import './transactionServiceImport.css'

function shortHash(hash: string | null): string {
  return hash ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : 'unnamed item'
}

function itemLabel(item: TransactionServiceImportItem): string {
  const what = item.kind === 'transaction' ? `Transaction, nonce ${item.nonce ?? '?'}` : 'Message'
  return `${what} ${shortHash(item.hash)}`
}

/** An item of the report and its key in the lists. */
type ReportEntry = { item: TransactionServiceImportItem; key: string }

/** One list of the report: what was imported, or what was refused, each with its sentences. */
function ReportList({ items, outcome }: { items: ReportEntry[]; outcome: 'imported' | 'refused' }) {
  if (items.length === 0) return <p className="sts-import__empty">None.</p>
  return (
    <ul className="sts-import__items" data-testid={`sts-import-${outcome}`}>
      {items.map(({ item, key }) => (
        <li key={key} className="sts-import__item" data-testid="sts-import-item">
          <span className="sts-import__label">{itemLabel(item)}</span>
          {outcome === 'imported' && (
            <span className="sts-import__count">
              {item.confirmations} owner signature{item.confirmations === 1 ? '' : 's'} verified
            </span>
          )}
          {item.problems.length > 0 && (
            <ul className="sts-import__problems">
              {item.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

function ImportReport({
  report,
  safe,
}: {
  report: TransactionServiceImportReport
  safe: { prefix: string; address: string }
}) {
  // The service's order names each entry: two malformed items may share no hash.
  const entries: ReportEntry[] = report.items.map((item, position) => ({ item, key: `${item.kind}-${position}` }))
  const imported = entries.filter(({ item }) => item.outcome === 'imported')
  const refused = entries.filter(({ item }) => item.outcome === 'refused')
  return (
    <Panel title="What was imported">
      <p data-testid="sts-import-summary">
        From {report.service}: {imported.length} imported, {refused.length} refused. Refused items were not stored.
      </p>
      {report.notes.map((note) => (
        <Banner key={note} tone="warning">
          <p>{note}</p>
        </Banner>
      ))}
      <h3 className="sts-import__heading">Imported</h3>
      <ReportList items={imported} outcome="imported" />
      <h3 className="sts-import__heading">Refused</h3>
      <ReportList items={refused} outcome="refused" />
      <p>
        <Link href={paths.safe(safe, 'transactionQueue')}>Open the queue</Link> ·{' '}
        <Link href={paths.safe(safe, 'messages')}>Open the messages</Link>
      </p>
    </Panel>
  )
}

/**
 * Settings → Import: moves the Safe's pending queue and off-chain messages from Safe{Wallet}'s Transaction Service
 * to this deployment (docs/transaction-service-import.md). The gateway fetches and verifies; the screen says what was
 * imported and what was refused, with the gateway's sentence for each. Needs an owner's sign-in.
 */
export function TransactionServiceImportPage({ address, prefix }: SafeScreenProps) {
  usePageTitle('Import from Safe{Wallet}')
  const { chainId, gatewayUrl } = useRuntimeConfig()
  const { status, requestSignIn, connected } = useSignIn()
  const [serviceUrl, setServiceUrl] = useState(() => suggestedServiceUrl(prefix))
  const [apiKey, setApiKey] = useState('')
  const [urlProblem, setUrlProblem] = useState<string>()
  const run = useMutation({
    mutationFn: (input: { serviceUrl: string; apiKey: string | null }) =>
      importFromTransactionService({ baseUrl: gatewayUrl, chainId, address, ...input }),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const url = serviceUrl.trim()
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      setUrlProblem('Enter the service’s web address, starting with https://.')
      return
    }
    setUrlProblem(undefined)
    run.mutate({ serviceUrl: url, apiKey: apiKey.trim() || null })
  }

  return (
    <div className="sts-import">
      <Panel title="Import from Safe{Wallet}">
        <p>
          Transactions waiting for signatures and off-chain messages live on the Safe Transaction Service that Safe{'{'}
          Wallet{'}'} used, not on the chain. Import them here so nothing an owner signed is lost. Every transaction and
          message is checked before it is stored: its hash recomputed, every signature checked against the Safe’s owners
          on the chain. What fails is refused and listed below.
        </p>
        {status !== 'signed-in' && (
          <Banner tone="info" testId="sts-import-sign-in">
            <p>Sign in with the wallet of an owner of this Safe to import.</p>
            {connected && status !== 'unavailable' && (
              <Button size="small" onClick={requestSignIn} disabled={status === 'signing-in'}>
                Sign in
              </Button>
            )}
          </Banner>
        )}
        <form className="form-layout" onSubmit={submit} noValidate>
          <FormField
            label="Transaction Service URL"
            hint="Safe’s own service is https://api.safe.global/tx-service/ and the chain’s short name, e.g. eth."
            error={urlProblem}
          >
            {(control) => (
              <input
                {...control}
                type="url"
                value={serviceUrl}
                onChange={(event) => setServiceUrl(event.target.value)}
                placeholder="https://api.safe.global/tx-service/eth"
                data-testid="sts-import-url"
              />
            )}
          </FormField>
          <FormField label="API key (if the service needs one)" hint="Sent to the service once; not stored.">
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="off"
                value={apiKey}
                onChange={(event) => setApiKey(event.target.value)}
                data-testid="sts-import-key"
              />
            )}
          </FormField>
          <FormActions>
            <Button type="submit" variant="primary" disabled={run.isPending} data-testid="sts-import-submit">
              {run.isPending ? 'Importing…' : 'Import queue and messages'}
            </Button>
          </FormActions>
        </form>
        {run.isError && (
          <Banner tone="danger" title="Nothing was imported" testId="sts-import-error">
            <p>{describeImportError(run.error)}</p>
          </Banner>
        )}
      </Panel>
      {run.data && <ImportReport report={run.data} safe={{ prefix, address }} />}
    </div>
  )
}
