import type { GatewayAddressBook } from './createGatewayAddressBook'

/** Loads the gateway's address book endpoints (a separate chunk: only signed-in users need them). */
export async function loadGatewayAddressBook(baseUrl: string): Promise<GatewayAddressBook> {
  const { createGatewayAddressBook } = await import('./createGatewayAddressBook')
  return createGatewayAddressBook(baseUrl)
}
