import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvField, csvRow, neutralise, toCsv } from './csv.ts'

describe('the CSV writer', () => {
  it('quotes fields with a comma, quote, CR or LF, doubling quotes, and ends records with CRLF', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('Oldsmar, FL')).toBe('"Oldsmar, FL"')
    expect(csvField('the "big" door')).toBe('"the ""big"" door"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(42)).toBe('42')
    expect(csvRow(['a', 'b c', ''])).toBe('a,b c,\r\n')
  })

  it('starts the file with a UTF-8 byte order mark', () => {
    const file = toCsv([['Name'], ['José Peña']])
    expect(file.charCodeAt(0)).toBe(0xfeff)
    expect(Buffer.from(file, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(file).toBe('\uFEFFName\r\nJosé Peña\r\n')
  })

  it('neutralises cells a spreadsheet would run as a formula with a leading single quote', () => {
    for (const formula of ['=HYPERLINK("http://x")', '+1 727 555 0100', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(neutralise(formula)).toBe(`'${formula}`)
    for (const safe of ['Ana', '727-555-0100', 'a=b', "'quoted", '']) expect(neutralise(safe)).toBe(safe)
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`)
  })

  it('reads back, through a CSV parser, as the values written (neutralised)', () => {
    const rows = [
      ['Name', 'Notes'],
      ['Ana, "Annie" Diaz', 'first line\r\nsecond line'],
      ['=1+1', '@SUM(A1)'],
    ]
    const parsed = parse(toCsv(rows), { bom: true, relax_column_count: false }) as string[][]
    expect(parsed).toEqual([
      ['Name', 'Notes'],
      ['Ana, "Annie" Diaz', 'first line\r\nsecond line'],
      ["'=1+1", "'@SUM(A1)"],
    ])
  })
})
