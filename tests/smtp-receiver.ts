import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { SmtpSetup } from '../server/leads/smtp.ts'

/** One message the server read to its end: its envelope and raw text (headers and MIME body). */
export interface ReceivedEmail {
  from: string
  to: string[]
  raw: string
}

interface SmtpReceiverOptions {
  /** Refuse this many RCPT TO commands with 550 before accepting. */
  refuseRecipients?: number
  /** Read this many messages to their end, then drop the connection without answering. */
  dropAfterData?: number
  /** Drop the connection at the first part of this many messages, before their end. */
  dropMidData?: number
  /** Wait this long before each answer it can hold back: the greeting, MAIL FROM, each RCPT TO and the one to the message. */
  answerAfterMs?: number
  /**
   * Records, refuses, drops and delays only mail to the addresses this accepts; mail to any other is
   * taken at once and forgotten (the visitors' confirmations, in tests of the owner's lead emails).
   */
  only?: (address: string) => boolean
}

/** The business's own addresses (@gulfline.test), for `only`: the owner's lead emails, not the visitors' confirmations. */
export const OWNER = (address: string) => address.endsWith('@gulfline.test')

/** A mail server's refusal of a recipient (550). */
const refusal = (address: string) =>
  Object.assign(new Error(`5.1.1 <${address}>: Recipient address rejected`), { responseCode: 550 })

/** Ends the session's connection at once, with no answer. */
function drop(server: SMTPServer, sessionId: string) {
  for (const connection of server.connections) if (connection.id === sessionId) connection._socket.destroy()
}

/** Calls back after `ms`, or at once without a delay. */
function after(ms: number | undefined, callback: () => void) {
  if (ms) setTimeout(callback, ms)
  else callback()
}

/**
 * A real SMTP server on loopback (the smtp-server package), without TLS or sign-in, like a local
 * relay. It keeps what it read and can refuse recipients, drop the connection after the data, or
 * be stopped and started again on the same port, or answer slowly.
 */
export async function smtpReceiver(options: SmtpReceiverOptions = {}) {
  const received: ReceivedEmail[] = []
  /** Messages read to their end whose sender never got an answer. */
  const dropped: ReceivedEmail[] = []
  let refused = 0
  let dropsLeft = options.dropAfterData ?? 0
  let cutsLeft = options.dropMidData ?? 0
  const later = (callback: () => void) => after(options.answerAfterMs, callback)
  const watched = (address: string) => options.only?.(address) ?? true
  const make = () => {
    const server: SMTPServer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect(_session, callback) {
        later(() => callback())
      },
      onMailFrom(_address, _session, callback) {
        later(() => callback())
      },
      onRcptTo(address, _session, callback) {
        if (!watched(address.address)) return callback()
        if (refused < (options.refuseRecipients ?? 0)) {
          refused++
          return callback(refusal(address.address))
        }
        later(() => callback())
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        if (!session.envelope.rcptTo.some((rcpt) => watched(rcpt.address))) {
          stream.on('end', () => callback()).resume()
          return
        }
        if (cutsLeft > 0) {
          cutsLeft--
          return void stream.once('data', () => drop(server, session.id))
        }
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const email = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          }
          if (dropsLeft > 0) {
            dropsLeft--
            dropped.push(email)
            return drop(server, session.id)
          }
          received.push(email)
          later(() => callback())
        })
      },
    })
    return server
  }
  let server = make()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return {
    port,
    received,
    dropped,
    /** The server's settings as the outbox takes them: a relay on loopback. */
    smtp: {
      config: { host: '127.0.0.1', port, tls: 'none', user: null, password: null, from: 'leads@gulfline.test' },
      missing: [],
    } satisfies SmtpSetup,
    /** Stops answering: connections are refused until start(). */
    stop: close,
    /** Listens again on the same port. */
    async start() {
      server = make()
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    },
    close,
  }
}

/** A message's headers, unfolded, by lowercase name (the first of each). */
export function headersOf(raw: string): Record<string, string> {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n')) {
    const at = line.indexOf(':')
    headers[line.slice(0, at).toLowerCase()] ??= line.slice(at + 1).trim()
  }
  return headers
}

/** The decoded body of the message's part of this content type (text/plain, text/html). */
export function partOf(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'))
  if (start < 0) throw new Error(`no ${type} part in:\n${raw}`)
  const part = raw.slice(start)
  const bodyAt = part.indexOf('\r\n\r\n') + 4
  const body = part.slice(bodyAt, part.search(/\r\n--/))
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(part.slice(0, bodyAt))?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  return body
}
