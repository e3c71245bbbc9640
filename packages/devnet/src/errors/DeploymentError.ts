import { DevnetError } from './DevnetError'

/** A contract could not be deployed, or what is deployed at an expected address is not what we expect. */
export class DeploymentError extends DevnetError {
  override name = 'DeploymentError'
}
