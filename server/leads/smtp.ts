import nodemailer from 'nodemailer'
import type { Env } from '../../shared/env.ts'

/** The mail server lead emails go through, from the environment (the password never leaves it). */
export interface SmtpConfig {
  host: string
  port: number
  /** `starttls`: plain connection upgraded, required; `tls`: encrypted from the start (465); `none`: a local relay. */
  tls: 'starttls' | 'tls' | 'none'
  user: string | null
  password: string | null
  /** The sender address, one the mail server accepts. */
  from: string
}

/** Whether lead emails can be sent, and if not, which variables the person who runs the server must set. */
export type SmtpSetup = { config: SmtpConfig; missing: [] } | { config: null; missing: string[] }

type SmtpEnv = Pick<Env, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_TLS' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_FROM'>

/** The variables that turn lead emails on. */
export const SMTP_VARIABLES = ['SMTP_HOST', 'SMTP_FROM'] as const

/** The SMTP setup from the environment: usable only with a host and a sender; a user without a password is missing it. */
export function smtpSetup(env: SmtpEnv): SmtpSetup {
  const missing = [
    !env.SMTP_HOST && 'SMTP_HOST',
    !env.SMTP_FROM && 'SMTP_FROM',
    env.SMTP_USER && !env.SMTP_PASSWORD && 'SMTP_PASSWORD',
  ].filter((name): name is string => !!name)
  if (missing.length) return { config: null, missing }
  return {
    config: {
      host: env.SMTP_HOST!,
      port: env.SMTP_PORT,
      tls: env.SMTP_TLS,
      user: env.SMTP_USER ?? null,
      password: env.SMTP_PASSWORD ?? null,
      from: env.SMTP_FROM!,
    },
    missing: [],
  }
}

/** What the person who runs the server must do for emails to go out, naming the variables. */
export function notSetUpText(missing: string[]): string {
  return `Email is not set up on the server yet. Whoever runs the server must set ${missing.join(' and ')} in its environment (with SMTP_USER and SMTP_PASSWORD if the mail server asks for a sign-in), then restart it. The README's "Lead emails" section has examples.`
}

export interface OutgoingEmail {
  to: string[]
  /** The business's name, shown as the sender's. */
  fromName: string
  replyTo: string | null
  subject: string
  text: string
  html: string
  /** `<lead-…@host>`: the same for every copy of one lead's email. */
  messageId: string
}

/**
 * How long each stage of one SMTP exchange may take, as nodemailer's SMTP transport names them
 * (https://nodemailer.com/smtp/). A stage that is slow but answers is waited for: a mail server that
 * takes 15 s to answer the message has taken it, and giving up then would send the lead again on
 * every retry. Only a stage that goes silent for its whole allowance fails.
 */
export interface SmtpTimeouts {
  /** `dnsTimeout`: looking up the mail server's address. */
  dnsMs: number
  /**
   * `connectionTimeout`: from the lookup to a session that is set up. Nodemailer 10 counts the wait
   * for the greeting and a STARTTLS upgrade against it too, so it is longer than the greeting's own.
   */
  connectionMs: number
  /** `greetingTimeout`: the server's first line (220) after the connection is made. */
  greetingMs: number
  /**
   * `socketTimeout`: silence allowed while waiting for any answer after the greeting: to each
   * command (EHLO, STARTTLS, AUTH, MAIL FROM, every RCPT TO, DATA) and to the message's data, which a
   * server may scan before it answers.
   */
  answerMs: number
  /** The whole exchange: the backstop for a server that keeps trickling bytes without ever finishing. */
  totalMs: number
}

/** The stages' allowances for lead emails and test emails (README, "Lead emails"). */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  dnsMs: 10_000,
  connectionMs: 45_000,
  greetingMs: 30_000,
  answerMs: 60_000,
  totalMs: 5 * 60_000,
}

/**
 * Sends one email and resolves when the mail server has taken it; rejects with the server's own
 * answer. One connection per email: leads are few, and a fresh connection never inherits a broken one.
 * Each stage has its own allowance (`timeouts`), so a slow server that does answer gets the email once.
 *
 * When the server takes it for some recipients and refuses others, it is sent (sending again would
 * repeat it to those who have it) and resolves with the refusal in words, to be shown; else null.
 */
export async function sendEmail(
  config: SmtpConfig,
  email: OutgoingEmail,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): Promise<string | null> {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    // `secure` is TLS from the first byte (port 465); `requireTLS` refuses a server that will not
    // upgrade with STARTTLS, so a password is never sent in the clear; `ignoreTLS` is for a relay.
    secure: config.tls === 'tls',
    requireTLS: config.tls === 'starttls',
    ignoreTLS: config.tls === 'none',
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    dnsTimeout: timeouts.dnsMs,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.answerMs,
  })
  try {
    const info = await transport.sendMail({
      from: { name: email.fromName, address: config.from },
      to: email.to,
      replyTo: email.replyTo ?? undefined,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
      signal: AbortSignal.timeout(timeouts.totalMs),
    })
    return info.rejected.length ? `The mail server refused ${info.rejected.join(', ')}: ${refusals(info)}` : null
  } finally {
    transport.close()
  }
}

function refusals(info: { rejected: string[]; rejectedErrors?: { response?: string }[] }): string {
  const answers = (info.rejectedErrors ?? []).map((e) => e.response).filter(Boolean)
  return answers.length ? answers.join('; ') : 'no reason given'
}

/**
 * Why a send failed, in words an owner can act on: the mail server's own answer when it gave one
 * ("The mail server refused it: 550 5.1.1 …"), else what went wrong on the way to it, with a hint
 * when the port and SMTP_TLS do not go together (465 is TLS from the start, 587 STARTTLS).
 */
export function smtpFailure(error: unknown, config: Pick<SmtpConfig, 'host' | 'port' | 'tls'>): string {
  const answer = failure(error, config)
  if (config.port === 465 && config.tls !== 'tls' && !answer.startsWith('The mail server refused'))
    return `${answer} (port 465 usually needs SMTP_TLS=tls)`
  if (config.port === 587 && config.tls === 'tls' && !answer.startsWith('The mail server refused'))
    return `${answer} (port 587 usually needs SMTP_TLS=starttls)`
  return answer
}

function failure(error: unknown, config: Pick<SmtpConfig, 'host' | 'port'>): string {
  const e = (error ?? {}) as {
    code?: string
    command?: string
    response?: string
    name?: string
    message?: string
    originalCode?: string
  }
  const where = `${config.host}:${config.port}`
  if (e.code === 'EAUTH') return `The mail server refused the sign-in: ${e.response ?? e.message}`
  if (e.command === 'STARTTLS')
    return `The mail server at ${where} does not offer encryption (STARTTLS), so nothing was sent: it answered "${e.response ?? e.message}". Only a relay on this machine or network should use SMTP_TLS=none`
  if (e.response) return `The mail server refused it: ${e.response}`
  const code = e.originalCode ?? e.code
  if (e.name === 'TimeoutError' || e.name === 'AbortError' || code === 'ETIMEDOUT')
    return `The mail server at ${where} did not answer in time`
  if (code === 'ECONNREFUSED') return `Could not reach the mail server at ${where}: nothing is listening there`
  if (code === 'EDNS' || code === 'ENOTFOUND') return `Could not find the mail server ${config.host}`
  if (code?.startsWith('ERR_SSL') || /SSL routines/.test(e.message ?? ''))
    return `The mail server at ${where} does not encrypt from the start (SMTP_TLS=tls is for such a server, usually on port 465; use starttls on 587)`
  if (/CERT|SELF_SIGNED|ALTNAME/.test(code ?? ''))
    return `The mail server at ${where} showed a certificate that is not trusted: ${e.message}`
  if (code === 'ETLS') return `The mail server at ${where} could not set up encryption: ${e.message}`
  return `The mail server at ${where} broke off: ${e.message ?? String(error)}`
}
