import { passwordProblem, siteWords } from '../../server/auth/password.ts'
import { formatMarkdown } from '../../server/blog/markdown.ts'
import { getSite } from '../../content-loader/load.ts'
import { corpus } from '../../tests/markdown-limits-corpus.ts'

/**
 * The work the server's limits bound, in processor time, which other programs on the machine do not
 * inflate as they do wall time (docs/decisions/0009-measuring-on-a-shared-machine.md): formatting
 * the costliest post bodies the Markdown limits let through or refuse
 * (docs/decisions/0008-markdown-bounded-and-off-thread.md), and judging the slowest kinds of
 * 128-character password.
 */
export const WORK_BUDGET_MS = { markdown: 200, password: 50 }

export interface WorkFigures {
  work: string
  processorMs: number
  budgetMs: number
}

/** Processor time of each of `runs` runs of `work`, in milliseconds. */
async function processorTimes(work: () => unknown, runs = 3): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage()
    await work()
    const used = process.cpuUsage(before)
    times.push((used.user + used.system) / 1000)
  }
  return times
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const round = (ms: number) => Math.round(ms * 10) / 10

/** The five costliest bodies of the Markdown corpus (median of three), and each slow kind of password (least of three). */
export async function benchRequestWork(): Promise<WorkFigures[]> {
  formatMarkdown('warm **up**')
  const bodies: WorkFigures[] = []
  for (const [name, markdown] of corpus)
    bodies.push({
      work: `Markdown: ${name}`,
      processorMs: round(median(await processorTimes(() => formatMarkdown(markdown)))),
      budgetMs: WORK_BUDGET_MS.markdown,
    })
  const context = { username: 'owner', siteWords: siteWords(getSite('content').business, 'https://example.com') }
  await passwordProblem('load the estimator first')
  const passwords: WorkFigures[] = []
  for (const [kind, password] of Object.entries(SLOW_PASSWORDS))
    passwords.push({
      work: `password check: 128 characters of ${kind}`,
      processorMs: round(Math.min(...(await processorTimes(() => passwordProblem(password, context))))),
      budgetMs: WORK_BUDGET_MS.password,
    })
  return [...bodies.sort((a, b) => b.processorMs - a.processorMs).slice(0, 5), ...passwords]
}

/** The kinds of password zxcvbn takes longest over, each 128 characters, the most a password may have. */
const SLOW_PASSWORDS = {
  random: 'kD8$mQ2#vL7@pR4!wN8%tB3&hJ6*zC1^'.repeat(4),
  substitutions: '4@831!|0$5+7'.repeat(11).slice(0, 128),
  digits: '8392017465920184736291047382910'.repeat(5).slice(0, 128),
  dates: '19/05/2024-'.repeat(12).slice(0, 128),
  words: 'amber harbor lantern violet quartz kayak pelican mango tarpon osprey '.repeat(2).slice(0, 128),
}

export const workOverBudget = (figures: WorkFigures[]) =>
  figures
    .filter((f) => f.processorMs >= f.budgetMs)
    .map((f) => `${f.work}: ${f.processorMs} ms of processor time (budget under ${f.budgetMs} ms)`)
