import { NotFoundError } from '../errors/NotFoundError'

/** No notification device is registered under that uuid. */
export class DeviceNotFoundError extends NotFoundError {
  override name = 'DeviceNotFoundError'

  constructor(uuid: string) {
    super(`Device ${uuid} is not registered`, { details: { uuid } })
  }
}
