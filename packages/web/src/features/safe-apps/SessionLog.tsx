import type { SessionLogEntry } from './SessionLogEntry'

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' })

/** Who decided and what, in words. */
function describe(entry: SessionLogEntry): { method: string; by: string; outcome: string } {
  switch (entry.kind) {
    case 'dropped':
      return { method: '—', by: 'Strongroom', outcome: `Ignored a message (${entry.reason}).` }
    case 'refused':
      return { method: entry.method, by: 'Strongroom', outcome: `Refused: ${entry.error}` }
    case 'answered': {
      const method = entry.detail ? `${entry.method} (${entry.detail})` : entry.method
      return entry.ok
        ? { method, by: 'Strongroom', outcome: 'Answered.' }
        : { method, by: 'Strongroom', outcome: `Not carried out: ${entry.error ?? 'failed.'}` }
    }
    case 'decision':
      return { method: entry.method, by: 'You', outcome: entry.accepted ? 'Accepted.' : 'Rejected.' }
  }
}

/**
 * The app session's log, newest first: each request of the app (its method), whether it was answered or refused,
 * and by whom (Strongroom's checks, or the user). Messages from other windows are counted, not listed: browser
 * extensions post them too, and they are not the app's.
 */
export function SessionLog({ entries, ignored }: { entries: readonly SessionLogEntry[]; ignored: number }) {
  return (
    <section className="safe-app-session-log" data-testid="safe-app-session-log" aria-label="Session log">
      {ignored > 0 && (
        <p className="safe-app-session-log__ignored">
          {ignored === 1
            ? '1 message from another window or site was ignored.'
            : `${ignored} messages from other windows or sites were ignored.`}
        </p>
      )}
      {entries.length === 0 ? (
        <p>The app has not asked for anything yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Request</th>
              <th scope="col">By</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {entries
              .map((entry, index) => ({ entry, index, text: describe(entry) }))
              .reverse()
              .map(({ entry, index, text }) => (
                <tr key={index} data-testid="safe-app-session-entry">
                  <td>{timeFormat.format(entry.at)}</td>
                  <td>
                    <code>{text.method}</code>
                  </td>
                  <td>{text.by}</td>
                  <td>{text.outcome}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
