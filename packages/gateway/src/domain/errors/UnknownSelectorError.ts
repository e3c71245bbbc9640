import { NotFoundError } from './NotFoundError'

/** Calldata whose 4-byte selector matches no ABI the decoder knows (the transaction service answers 404 too). */
export class UnknownSelectorError extends NotFoundError {
  override name = 'UnknownSelectorError'

  constructor(selector: string) {
    super(`No known ABI has a function with selector ${selector}`, { details: { selector } })
  }
}
