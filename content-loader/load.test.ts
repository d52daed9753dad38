import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { contentFixtures } from '../tests/content-fixtures.ts'
import { problemCount, type ContentProblem } from './errors.ts'

const { contentWith, problemsWith } = contentFixtures()

describe('validation of broken content: a field against its schema', () => {
  it('reports a wrong type at its line, column and field', () => {
    expect(problemsWith('wrong-type')).toEqual([
      'content/cities/dunedin.yaml:13:20 localContent.yearEstablished: expected a number, received "eighteen-ninety"',
    ])
  })

  it('reports a missing field at the object that lacks it', () => {
    expect(problemsWith('missing-field')).toEqual(['content/cities/ozona.yaml:1:1 county: missing (expected text)'])
  })

  it('reports every problem of a file at once: a wrong type, an unknown county and Markdown', () => {
    expect(problemsWith('several-problems')).toEqual([
      'content/cities/reddick.yaml:3:9 county: unknown county "Marrion": did you mean "Marion"? (counties are listed in counties.yaml)',
      'content/cities/reddick.yaml:15:20 localContent.yearEstablished: expected a number, received "nineteen twenty-five"',
      'content/cities/reddick.yaml:17:27 localContent.mainChallenge: the Markdown bold **dust** would show as typed: write just "dust"; this field is plain text (Markdown works only in the body of a blog post)',
    ])
  })

  it('asks for quotes around a ZIP code written as a number', () => {
    expect(problemsWith('zip-unquoted')).toEqual([
      'content/cities/reddick.yaml:11:12 zipCodes.0: a ZIP code goes in quotes: write "32686"',
      'content/cities/reddick.yaml:11:19 zipCodes.1: must be a 5-digit ZIP code in quotes, like "33755"',
    ])
  })

  it('reports Markdown in plain text at its line', () => {
    expect(problemsWith('markdown-in-text')).toEqual([
      'content/cities/reddick.yaml:9:3 description: the Markdown heading "## Homes in Reddick" would show as typed: remove the "## "; this field is plain text (Markdown works only in the body of a blog post)',
      'content/cities/reddick.yaml:11:44 description: the Markdown link [Ocala](/service-area/garage-door-repair-ocala) would show as typed: write just "Ocala"; this field is plain text (Markdown works only in the body of a blog post)',
      'content/cities/reddick.yaml:19:27 localContent.mainChallenge: the Markdown bold **dust** would show as typed: write just "dust"; this field is plain text (Markdown works only in the body of a blog post)',
    ])
  })
})

describe('validation of broken content: the review request', () => {
  it('refuses a request that offers a reward or asks only happy customers, at each line and field', () => {
    const why = {
      reward:
        "Google's review policy and the FTC forbid rewarding reviews; ask every customer the same way, with nothing in return",
      gate: "Google's review policy and the FTC forbid filtering who is asked or asking for a rating; ask every customer the same way for an honest review",
    }
    expect(problemsWith('review-incentive')).toEqual([
      `content/business.yaml:131:21 review.message: asks only for good reviews ("if you were happy"): ${why.gate}`,
      `content/business.yaml:132:31 review.message: offers something for a review ("10% off"): ${why.reward}`,
      `content/business.yaml:133:11 review.message: offers something for a review ("entry"): ${why.reward}`,
      `content/business.yaml:133:34 review.message: offers something for a review ("gift card"): ${why.reward}`,
    ])
  })
})

describe('validation of broken content: checks across files', () => {
  it('reports an unknown county with the list of known ones', () => {
    const [problem, ...rest] = problemsWith('unknown-county')
    expect(rest).toEqual([])
    expect(problem).toBe(
      'content/cities/ozona.yaml:2:9 county: unknown county "Pinelas": did you mean "Pinellas"? (counties are listed in counties.yaml)',
    )
  })

  it('reports a duplicate slug, and the file name that no longer matches it', () => {
    expect(problemsWith('duplicate-slug')).toEqual([
      'content/cities/spring-hill-2.yaml:1:7 name: file name "spring-hill-2.yaml" does not match the city\'s slug "spring-hill" (rename the file to spring-hill.yaml)',
      'content/cities/spring-hill-2.yaml:1:7 name: duplicate slug "spring-hill": cities/spring-hill.yaml already uses it',
    ])
  })

  it('reports a file name that does not match the slug made from the name', () => {
    expect(problemsWith('file-name-mismatch')).toEqual([
      'content/cities/ozona-village.yaml:1:7 name: file name "ozona-village.yaml" does not match the city\'s slug "ozona" (rename the file to ozona.yaml)',
    ])
  })

  it('reports internal links that lead nowhere', () => {
    expect(problemsWith('broken-link')).toEqual([
      'content/navigation.yaml:3:13 header.1.href: link "/servics" does not lead to any page the site builds',
      'content/navigation.yaml:9:17 footer.0.links.1.href: link "/service-area/garage-door-repair-atlantis" does not lead to any page the site builds',
    ])
  })

  it("reports a region that is not the county's", () => {
    expect(problemsWith('region-mismatch')).toEqual([
      'content/cities/reddick.yaml:4:9 region: region "Tampa Bay" does not match the county: counties.yaml puts Marion in North Central (write region: North Central, or check the county)',
    ])
  })

  it('suggests the county a near miss was meant to be', () => {
    expect(problemsWith('county-near-miss')).toEqual([
      'content/cities/reddick.yaml:3:9 county: unknown county "marion": did you mean "Marion"? (counties are listed in counties.yaml)',
    ])
  })

  it("reports a blog post's broken link at the line and column of its address", () => {
    expect(problemsWith('blog-link-line')).toEqual([
      'content/blog/garage-door-spring-safety.md:70:45 body: link "/services/spring-replacment" does not lead to any page the site builds',
    ])
  })

  it("refuses a renamed city's former slug that another city uses now, or that two cities claim", () => {
    expect(problemsWith('former-slug-collision')).toEqual([
      'content/cities/st-cloud.yaml:4:5 formerSlugs.0: former slug "saint-cloud" is claimed by cities/celebration.yaml too: an old address can lead to one city only (keep it in the file of the city that had it)',
      'content/cities/st-cloud.yaml:5:5 formerSlugs.1: former slug "kissimmee" is the slug of cities/kissimmee.yaml now: that address shows its page and cannot redirect here',
    ])
  })

  it("refuses former slugs that loop: a city's own slug, or two cities listing each other's", () => {
    expect(problemsWith('former-slug-loop')).toEqual([
      'content/cities/ocoee.yaml:4:5 formerSlugs.0: former slug "ocoee" is this city\'s slug now: its address would redirect to itself',
      'content/cities/windermere.yaml:4:5 formerSlugs.0: former slug "winter-garden" is the slug of cities/winter-garden.yaml now, which lists "windermere" among its former slugs: the two addresses would redirect to each other (a city\'s former slug must be an address no page uses)',
      'content/cities/winter-garden.yaml:4:5 formerSlugs.0: former slug "windermere" is the slug of cities/windermere.yaml now, which lists "winter-garden" among its former slugs: the two addresses would redirect to each other (a city\'s former slug must be an address no page uses)',
    ])
  })

  it('reports coordinates outside the state', () => {
    expect(problemsWith('outside-florida')).toEqual([
      'content/cities/ozona.yaml:5:3 position: coordinates 28.0653, 82.7787 are outside Florida (is a sign missing from the longitude?)',
    ])
  })
})

describe('validation of broken content: what search results show', () => {
  it("reports a title and a description too long at their lines, with their length, and a city's name that makes its page's too long", () => {
    expect(problemsWith('head-too-long')).toEqual([
      'content/cities/ozona-and-crystal-beach-communities.yaml:2:7 name: this city\'s page title, "Garage Door Repair in Ozona and Crystal Beach Communities, FL | Gulfline", is 72 characters; search results cut a title after 60: shorten the name here, or cityPage.seoTitle in pages/service-area.yaml (every city page\'s title), by at least 12',
      'content/cities/ozona-and-crystal-beach-communities.yaml:2:7 name: this city\'s page description, "Garage door repair, springs, openers and new doors in Ozona and Crystal Beach Communities, Pinellas County. Licensed and insured, free estimates. Call (813) 555-0142.", is 166 characters; search results cut a description after 160: shorten the name or the county here, or cityPage.seoDescription in pages/service-area.yaml (every city page\'s description), by at least 6',
      'content/pages/contact.yaml:3:10 seo.title: is 67 characters; search results cut a title after 60: shorten it by at least 7',
      'content/pages/contact.yaml:4:16 seo.description: is 180 characters; search results cut a description after 160: shorten it by at least 20',
    ])
  })
})

describe('validation of broken content: doorway pages', () => {
  it('refuses a copied city, naming both files and each copied field at its line', () => {
    expect(problemsWith('copied-city')).toEqual([
      "content/cities/ozona.yaml:14:11 zipCodes: this city's text is 79% the same as dunedin.yaml's (the limit is 60%): zipCodes is the same as in dunedin.yaml (line 21), communities is the same as in dunedin.yaml (line 22), localContent.neighborhoods is the same as in dunedin.yaml (line 24), localContent.landmarks is the same as in dunedin.yaml (line 25), localContent.popularService is the same as in dunedin.yaml (line 27), localContent.mainChallenge is the same as in dunedin.yaml (line 31), localContent.testimonial is the same as in dunedin.yaml (line 37), localContent.testimonialName is the same as in dunedin.yaml (line 42). Search engines take near-copies for doorway pages and may drop both: write this city's own text in these fields.",
    ])
  })
})

describe('validation of broken content: how a file is written', () => {
  it('reports a quote left open at the quote that opens it', () => {
    expect(problemsWith('yaml-syntax')).toEqual([
      'content/cities/ozona.yaml:14:19 the text that starts with " here is never closed: add a " at the end of the text',
    ])
  })

  it('reports a duplicate key as an error', () => {
    expect(problemsWith('duplicate-key')).toEqual([
      'content/cities/ozona.yaml:4:1 `county` appears twice in the same group (also on line 2): keep one and delete the other',
    ])
  })

  it('reports a field indented too far at its own line, once', () => {
    expect(problemsWith('yaml-indent-more')).toEqual([
      'content/cities/reddick.yaml:7:4 position.longitude: `longitude` is indented more than `latitude` above it: start both in the same column',
    ])
  })

  it('reports a field indented too little with the columns it could line up with', () => {
    expect(problemsWith('yaml-indent-less')).toEqual([
      'content/cities/reddick.yaml:7:2 position.longitude: `longitude` starts in column 2, where no field above it starts: line it up with `latitude` (column 3) or `position` (column 1)',
    ])
  })

  it('reports a field dedented among its group once, not once for each field after it', () => {
    expect(problemsWith('yaml-dedent-in-group')).toEqual([
      'content/cities/reddick.yaml:16:2 localContent.popularService: `popularService` starts in column 2, where no field above it starts: line it up with `yearEstablished` (column 3) or `localContent` (column 1)',
    ])
  })

  it('reports a colon inside a value with the quotes that fix it', () => {
    expect(problemsWith('yaml-colon-in-value')).toEqual([
      'content/cities/reddick.yaml:14:14 localContent.landmarks: the text of `landmarks` holds a colon and a space, which YAML reads as a new field: put the text in quotes, like landmarks: "Reddick-Collier Elementary School: Marshall Swamp"',
    ])
  })

  it("refuses a field named as JavaScript names every object's own (constructor, toString, __proto__) at its key", () => {
    const refused = (key: string) =>
      `"${key}" cannot be the name of a field (JavaScript keeps it for every object); rename or remove it`
    expect(problemsWith('reserved-key')).toEqual([
      `content/cities/reddick.yaml:5:1 constructor: ${refused('constructor')}`,
      `content/cities/reddick.yaml:17:3 localContent.toString: ${refused('toString')}`,
      `content/cities/reddick.yaml:18:3 localContent.__proto__: ${refused('__proto__')}`,
    ])
  })

  it('reports a tab used as indentation', () => {
    expect(problemsWith('yaml-tab')).toEqual([
      'content/cities/reddick.yaml:7:1 a tab indents this line; YAML needs spaces: replace the tab with spaces',
    ])
  })
})

describe('the closing line of validate', () => {
  const problem = (file: string): ContentProblem => ({ file, line: 1, column: 1, field: '', message: '' })

  it('counts problems and files', () => {
    expect(problemCount([problem('a.yaml')])).toBe('1 problem in 1 file')
    expect(problemCount([problem('a.yaml'), problem('a.yaml'), problem('b.yaml')])).toBe('3 problems in 2 files')
  })

  it('ends a run on broken content with the count, and one on the real content with "content is valid"', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args])
    const failed = await run(contentWith('several-problems')).catch((error: { code: number; stderr: string }) => error)
    expect('code' in failed && failed.code).toBe(1)
    expect(failed.stderr.trim().split('\n').at(-1)).toBe('3 problems in 1 file.')
    const { stdout } = await run('content')
    expect(stdout).toMatch(/^content is valid: \d+ cities, /)
  })
})
