import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { EntryForm } from './EntryForm.tsx'
import { formSchema, formUiSchema } from './form-schema.ts'
import { placeProblems } from './problem-paths.ts'

/** The form over a real content file and its real schema, with the check's problems placed, as markup. */
function render(schemaName: string, file: string, problems: { field: string; message: string }[] = []) {
  const schema = formSchema(JSON.parse(readFileSync(`schemas/json/${schemaName}.schema.json`, 'utf8')))
  const values = parse(readFileSync(`content/${file}`, 'utf8'))
  const placed = placeProblems(
    schema,
    problems.map((problem) => ({ ...problem, file, line: 1, column: 1, here: true })),
  )
  return renderToStaticMarkup(
    <EntryForm
      schema={schema}
      uiSchema={formUiSchema(schema, values)}
      values={values}
      onChange={() => {}}
      onSubmit={() => {}}
      problems={placed.atFields}
    >
      <button type="submit">Save and publish</button>
    </EntryForm>,
  )
}

/** The opening tag of the element with this id. */
const tagOf = (html: string, id: string) => new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? ''

describe('the form over a content file', () => {
  const business = render('business', 'business.yaml', [
    { field: 'telephone', message: 'is not a US phone number as (813) 555-0142' },
    { field: 'hours.0.rows.1.opens', message: 'is not a time: write it as 07:00' },
  ])

  it('labels each input with its name made readable, tied by for and id', () => {
    expect(business).toContain('<label for="root_telephone"')
    expect(business).toMatch(/<label for="root_address_postalCode"[^>]*>Postal code/)
    expect(business).toMatch(/<label for="root_serviceRadiusMiles"[^>]*>Service radius miles/)
  })

  it("shows each problem under its field, marks the input invalid and ties the problem to it", () => {
    const phone = tagOf(business, 'root_telephone')
    expect(phone).toContain('aria-invalid="true"')
    expect(phone).toContain('aria-describedby="root_telephone__error root_telephone__description"')
    expect(business).toMatch(/<ul id="root_telephone__error"[^>]*><li>is not a US phone number as \(813\) 555-0142<\/li>/)
    const opens = tagOf(business, 'root_hours_0_rows_1_opens')
    expect(opens).toContain('aria-invalid="true"')
    expect(business).toContain('is not a time: write it as 07:00')
    expect(tagOf(business, 'root_email')).not.toContain('aria-invalid')
    expect(tagOf(business, 'root_email')).toContain('aria-describedby="root_email__description"')
  })

  it('offers the days of a row of hours as checkboxes in a group named by its legend', () => {
    expect(business).toMatch(/<fieldset><legend[^>]*>Days/)
    expect(business).toMatch(/<input id="root_hours_0_rows_0_days-0" type="checkbox" name="[^"]+" checked=""/)
  })

  it('moves and removes list items with buttons that name the item, and adds with one that names the kind', () => {
    const city = render('city', 'cities/clearwater.yaml')
    expect(city).toContain('aria-label="Move ZIP code 2 up"')
    expect(city).toContain('aria-label="Move ZIP code 2 down"')
    expect(city).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move ZIP code 1 up"/)
    expect(city).toContain('Remove<span class="sr-only"> Community 3</span>')
    expect(city).toContain('>Add a ZIP code</button>')
    expect(city).toMatch(/<label for="root_zipCodes_1"[^>]*>ZIP code 2/)
    expect(city).toMatch(/<textarea id="root_description"/)
  })

  it("counts the characters of a page's search title and description against their limits", () => {
    const about = render('page-about', 'pages/about.yaml')
    const title = parse(readFileSync('content/pages/about.yaml', 'utf8')).seo.title as string
    expect(tagOf(about, 'root_seo_title')).toContain('aria-describedby="root_seo_title__description root_seo_title__count"')
    expect(about).toContain(`<p id="root_seo_title__count" class="mt-1 text-sm text-slate-600">${[...title].length} of 60 characters</p>`)
    expect(about).toMatch(/<textarea id="root_seo_description"[^>]*aria-describedby="root_seo_description__description root_seo_description__count"/)
    expect(about).toMatch(/id="root_seo_description__count"[^>]*>\d+ of 160 characters/)
  })
})
