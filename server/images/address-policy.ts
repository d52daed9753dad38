import { isPublicAddress } from '../../shared/public-address.ts'

export { isPublicAddress }

/** Whether the server may open a connection to a resolved address on a port, to check an image address. */
export type ConnectPolicy = (address: string, port: number) => boolean

/**
 * The policy of production: a public address, on the https port only. Image hosts serve on 443;
 * no other port is worth the server knocking on.
 */
export const publicHttpsOnly: ConnectPolicy = (address, port) => port === 443 && isPublicAddress(address)
