import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatProblem } from './errors.ts'
import { SourceFile } from './source.ts'

const reddick = readFileSync('tests/fixtures/region-mismatch/cities/reddick.yaml', 'utf8')
const messages = (text: string) => SourceFile.yaml('reddick.yaml', text).syntaxProblems.map(formatProblem)

describe('YAML mistakes in plain words', () => {
  it('reports one field dedented among its group once, not once for every field after it', () => {
    expect(messages(reddick.replace('  popularService', ' popularService'))).toEqual([
      'reddick.yaml:16:2 localContent.popularService: `popularService` starts in column 2, where no field above it starts: line it up with `yearEstablished` (column 3) or `localContent` (column 1)',
    ])
  })

  it('reports a line of a long text that lost its indentation', () => {
    expect(messages(reddick.replace('\n  detached garages', '\n detached garages'))).toEqual([
      'reddick.yaml:10:2 this line is indented less than line 9 above it: start both in the same column',
    ])
  })

  it('reports a missing space after a colon, and a value starting with a mark YAML reserves', () => {
    expect(messages(reddick.replace('landmarks: ', 'landmarks:'))).toEqual([
      'reddick.yaml:14:3 put a space after the colon of `landmarks`',
    ])
    expect(messages(reddick.replace('landmarks: Reddick', 'landmarks: @Reddick'))).toEqual([
      'reddick.yaml:14:14 localContent.landmarks: the text of `landmarks` starts with @, which YAML reads as a special mark: put the whole text in quotes, like landmarks: "@Reddick-Collier Elementary School, Marshall Swamp"',
    ])
    expect(messages(reddick.replace('landmarks: Reddick-Collier', 'landmarks: "Reddick-Collier"'))).toEqual([
      'reddick.yaml:14:14 localContent.landmarks: the text of `landmarks` goes on after its closing ": put the whole text in quotes, like landmarks: \'"Reddick-Collier" Elementary School, Marshall Swamp\'',
    ])
  })

  it('reports separate mistakes separately: two tabs, a tab and an unclosed quote', () => {
    expect(
      messages(
        reddick
          .replace('  latitude', '\tlatitude')
          .replace('  longitude', '\tlongitude')
          .replace('landmarks: Reddick', "landmarks: 'Reddick"),
      ),
    ).toEqual([
      'reddick.yaml:6:1 a tab indents this line; YAML needs spaces: replace the tab with spaces',
      'reddick.yaml:7:1 a tab indents this line; YAML needs spaces: replace the tab with spaces',
      "reddick.yaml:14:14 the text that starts with ' here is never closed: add a ' at the end of the text",
    ])
  })

  it("counts a blog post's front matter lines from the top of the file", () => {
    const source = SourceFile.frontMatter('post.md', 'title: Springs\nslug: springs\n   excerpt: Safety first\n', null)
    expect(source.syntaxProblems.map(formatProblem)).toEqual([
      'post.md:4:4 excerpt: `excerpt` is indented more than `slug` above it: start both in the same column',
    ])
  })
})
