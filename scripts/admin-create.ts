import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { z } from 'zod'
import { getSite } from '../content-loader/load.ts'
import { PASSWORD_MIN, hashPassword, passwordProblem, siteWords } from '../server/auth/password.ts'
import { openDatabase } from '../server/db/database.ts'
import { findCredentials, insertUser, updateUserEmail } from '../server/db/users.ts'
import { localAddress, readEnv } from '../shared/env.ts'
import { UsernameSchema } from '../shared/username.ts'

/**
 * Creates an administrator account in DATABASE_PATH.
 *   npm run admin:create                      asks for the username and the password (hidden)
 *   npm run admin:create -- --username alice  asks only for the password
 *   npm run admin:create -- --email a@b.com   gives the account an email address (notices for administrators)
 * ADMIN_PASSWORD in the environment skips the password prompt (for scripted setups).
 */
let muted = false
const output = new Writable({
  write(chunk, _encoding, done) {
    if (!muted) process.stdout.write(chunk)
    done()
  },
})
const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY })
const lines = rl[Symbol.asyncIterator]()

async function ask(question: string, hidden = false): Promise<string> {
  process.stdout.write(question)
  muted = hidden
  const { value, done } = await lines.next()
  muted = false
  if (hidden) process.stdout.write('\n')
  if (done)
    fail(
      `\nNo answer to "${question.trim()}": input ended. Run this in a terminal, or give --username NAME and ADMIN_PASSWORD in the environment.`,
    )
  return String(value)
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const env = readEnv(process.env, ['DATABASE_PATH', 'CONTENT_DIR', 'SITE_URL', 'PORT', 'ADMIN_PASSWORD'])
const flag = process.argv.indexOf('--username')
const username = UsernameSchema.safeParse(flag > 0 ? process.argv[flag + 1] : await ask('Username: '))
if (!username.success) fail(`username ${username.error.issues[0]!.message}`)

const emailFlag = process.argv.indexOf('--email')
const email = emailFlag > 0 ? z.email().safeParse(process.argv[emailFlag + 1]?.trim()) : null
if (email && !email.success) fail('--email must be an email address, like owner@example.com')

let password = env.ADMIN_PASSWORD
if (!password) {
  password = await ask(`Password (at least ${PASSWORD_MIN} characters; a few unrelated words work well): `, true)
  if ((await ask('Password again: ', true)) !== password) fail('The passwords do not match; nothing was created.')
}
// The same rules as registering in the browser, with the same words counted as guessable.
const site = getSite(resolve(env.CONTENT_DIR))
const problem = await passwordProblem(password, {
  username: username.data,
  siteWords: siteWords(site.business, env.SITE_URL),
})
if (problem) fail(`The password ${problem}. Nothing was created.`)
rl.close()

const db = openDatabase(env.DATABASE_PATH)
if (findCredentials(db, username.data))
  fail(`An account called "${username.data}" already exists in ${env.DATABASE_PATH}.`)
const user = insertUser(db, username.data, await hashPassword(password), Date.now(), 'administrator')
if (email?.data) updateUserEmail(db, user.id, email.data)
db.close()
console.log(`Created administrator "${user.username}" in ${env.DATABASE_PATH}. Sign in at ${localAddress(env)}/auth.`)
