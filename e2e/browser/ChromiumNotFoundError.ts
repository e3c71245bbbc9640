import { StrongroomError } from '@strongroom/protocol'

/** No Chromium to run the browser journeys with; the message lists every place that was tried. */
export class ChromiumNotFoundError extends StrongroomError {
  override name = 'ChromiumNotFoundError'

  constructor(readonly tried: readonly string[]) {
    super(
      [
        'No Chromium found for the browser tests. Tried, in order:',
        ...tried.map((entry) => `  - ${entry}`),
        'Set CHROMIUM_PATH to a Chromium/Chrome binary, install Debian "chromium",',
        'or run `npm install` so that @sparticuz/chromium is present (nothing is downloaded at run time).',
      ].join('\n'),
      { details: { tried } },
    )
  }
}
