/**
 * A folded paragraph (`>-`) rewritten as a person would: the lines before the first changed word
 * stay as they were, the changed part is filled again up to the width the file uses, and as soon
 * as the words fall back in step with a line of the old text, the rest stays as it was. So a word
 * changed changes its line (and the next few, if it no longer fits), not the whole paragraph.
 *
 * Returns the block's new lines (after its header, with their indentation and the blank lines
 * kept), or null where the text cannot be folded like that (indented lines, runs of spaces, a
 * different number of paragraphs, a change of the final line break): the caller writes it afresh.
 */
export function refold(header: string, oldBody: string, oldValue: string, value: string, width: number): string | null {
  if (!/^>-?$/.test(header)) return null
  const strip = header === '>-'
  if (strip ? value.endsWith('\n') : !value.endsWith('\n') || value.endsWith('\n\n')) return null
  const pad = /^( +)\S/.exec(oldBody)?.[1]
  const lines = oldBody.replace(/\n+$/, '').split('\n')
  if (!pad || lines.some((line) => line !== '' && (!line.startsWith(pad) || line[pad.length] === ' '))) return null
  const groups = paragraphs(lines.map((line) => line.slice(pad.length)))
  const [before, after] = [oldValue, value].map((text) => text.replace(/\n$/, '').split(/(\n+)/))
  if (before!.length !== after!.length || after!.some((part, i) => i % 2 === 1 && part !== before![i])) return null
  if (groups.length !== (after!.length + 1) / 2) return null
  const widest = Math.max(width, ...lines.map((line) => line.length))
  const out: string[] = []
  for (let i = 0; i < groups.length; i++) {
    const text = after![i * 2]!
    if (/ {2}|^ | $|\t/.test(text)) return null
    if (i > 0) out.push(...Array.from({ length: after![i * 2 - 1]!.length }, () => ''))
    out.push(...fill(groups[i]!, text.split(' '), widest - pad.length).map((line) => pad + line))
  }
  const trailing = /\n*$/.exec(oldBody)![0] || '\n'
  return out.join('\n') + trailing
}

/** The lines of each paragraph (runs of lines between blank ones). */
function paragraphs(lines: string[]): string[][] {
  const groups: string[][] = [[]]
  for (const line of lines) {
    if (line === '') {
      if (groups.at(-1)!.length) groups.push([])
    } else groups.at(-1)!.push(line)
  }
  return groups
}

/** The old lines kept where the words are the same, the rest filled up to `width`. */
function fill(old: string[], words: string[], width: number): string[] {
  const oldWords = old.map((line) => line.split(' '))
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i])
  const out: string[] = []
  let at = 0
  let line = 0
  // Lines at the start whose words have not changed.
  while (line < old.length && same(oldWords[line]!, words.slice(at, at + oldWords[line]!.length))) {
    out.push(old[line]!)
    at += oldWords[line]!.length
    line++
  }
  const restFrom = (k: number) => oldWords.slice(k).flat()
  // Back in step with an old line: the rest is the old text.
  const inStep = (from: number) => oldWords.findIndex((_, k) => k >= line && same(restFrom(k), words.slice(from)))
  while (at < words.length) {
    const k = inStep(at)
    if (k >= 0) return [...out, ...old.slice(k)]
    let text = words[at++]!
    while (at < words.length && text.length + 1 + words[at]!.length <= width && inStep(at) < 0) text += ` ${words[at++]}`
    out.push(text)
  }
  return out
}
