import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const tsx = resolve('node_modules/.bin/tsx')
const script = resolve('scripts/validate.ts')
const root = mkdtempSync(join(tmpdir(), 'validate-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** `npm run validate -- …args` in a folder whose content/ is the site's with `fixtures` laid over it. */
async function validate(name: string, fixtures: string[], args: string[], prepare?: (content: string) => void) {
  const cwd = join(root, name)
  cpSync('content', join(cwd, 'content'), { recursive: true })
  for (const fixture of fixtures) cpSync(join('tests/fixtures', fixture), join(cwd, 'content'), { recursive: true })
  prepare?.(join(cwd, 'content'))
  const env = { ...process.env, CONTENT_DIR: '' }
  const answer = await run(tsx, [script, ...args], { cwd, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
  return { ...answer, cwd }
}

describe('npm run validate -- --format github', () => {
  it('prints each problem as an annotation on its file, line and column, in the checker’s words', async () => {
    const { code, stdout, stderr, cwd } = await validate(
      'three',
      ['county-near-miss', 'broken-link'],
      ['--format', 'github'],
    )
    expect(code).toBe(1)
    const annotations = stdout.trim().split('\n')
    expect(annotations).toEqual([
      '::error file=content/cities/reddick.yaml,line=3,col=9,title=county::unknown county "marion": did you mean "Marion"? (counties are listed in counties.yaml)',
      '::error file=content/navigation.yaml,line=3,col=13,title=header.1.href::link "/servics" does not lead to any page the site builds',
      '::error file=content/navigation.yaml,line=9,col=17,title=footer.0.links.1.href::link "/service-area/garage-door-repair-atlantis" does not lead to any page the site builds',
    ])
    // Each points at the value itself: the file's text at that line and column.
    const at = (file: string, line: number, col: number) => {
      const lines = readFileSync(join(cwd, file), 'utf8').split('\n')
      return lines[line - 1]!.slice(col - 1)
    }
    expect(at('content/cities/reddick.yaml', 3, 9)).toMatch(/^marion/)
    expect(at('content/navigation.yaml', 3, 13)).toMatch(/^\/servics/)
    expect(at('content/navigation.yaml', 9, 17)).toMatch(/^\/service-area\/garage-door-repair-atlantis/)
    // A person reading the log still gets the usual list, and the count.
    expect(stderr).toContain('3 problems in 2 files.')
  }, 60_000)

  it('prints no annotation for valid content, and refuses a format it does not know', async () => {
    const valid = await validate('valid', [], ['--format', 'github'])
    expect(valid.code).toBe(0)
    expect(valid.stdout).toMatch(/^content is valid: \d+ cities/)
    const unknown = await validate('unknown', [], ['--format', 'gitlab'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('--format must be one of: text, github (it was "gitlab")')
  }, 60_000)
})

describe('npm run validate on a file whose aliases would expand past the bound', () => {
  it('ends, naming the file and line of a billion-laughs alias bomb (10 levels of 10 aliases under an unknown key)', async () => {
    const { code, stderr } = await validate('alias-bomb', ['alias-bomb'], [])
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      'content/cities/reddick.yaml:23:52 uses YAML aliases (*name) more than 100 times once expanded; write its values out instead of aliasing them',
      '',
      '1 problem in 1 file.',
    ])
  }, 60_000)

  it('ends, naming the file and line, when one 200 KB text is repeated 3,000 times by alias', async () => {
    const { code, stderr } = await validate('alias-amplification', [], [], (content) => {
      const city = readFileSync('tests/fixtures/alias-bomb/cities/reddick.yaml', 'utf8').replace(/^notes:[\s\S]*/m, '')
      const copies = Array.from({ length: 3_000 }, () => '    - *long\n').join('')
      writeFileSync(
        join(content, 'cities/reddick.yaml'),
        `${city}notes:\n  long: &long "${'x'.repeat(200_000)}"\n  copies:\n${copies}`,
      )
    })
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      'content/cities/reddick.yaml:23:7 its YAML aliases (*name) would add more than 100,000 characters once expanded; write its values out instead of aliasing them',
      '',
      '1 problem in 1 file.',
    ])
  }, 60_000)
})

describe('npm run validate on a content folder holding symbolic links', () => {
  it('refuses a relative and an absolute link by name, and says nothing of what they point at', async () => {
    const outside = join(root, 'outside.yaml')
    writeFileSync(outside, 'name: TOP-SECRET-VALUE\npassword: hunter2\n')
    const { code, stdout, stderr } = await validate('links', [], [], (content) => {
      symlinkSync('../business.yaml', join(content, 'cities/relative.yaml'))
      symlinkSync(outside, join(content, 'cities/absolute.yaml'))
      symlinkSync(outside, join(content, 'pages/home.yaml.bak'))
    })
    expect(code).toBe(1)
    const refused =
      'is a symbolic link; content must be files of the content folder itself (copy the file here instead of linking to it)'
    expect(stderr.trim().split('\n')).toEqual([
      `content/cities/absolute.yaml:1:1 ${refused}`,
      `content/cities/relative.yaml:1:1 ${refused}`,
      `content/pages/home.yaml.bak:1:1 ${refused}`,
      '',
      '3 problems in 3 files.',
    ])
    expect(stdout + stderr).not.toMatch(/TOP-SECRET|hunter2|outside/)
  }, 60_000)
})
