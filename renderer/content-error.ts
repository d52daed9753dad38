import { dangerouslySkipEscape, escapeInject } from 'vike/server'

/** The content problems behind an error, when content is what failed to load (`npm run dev` while a file is being edited). */
export function contentProblems(error: unknown): string[] | null {
  const problems = (error as { name?: string; problems?: unknown } | null)?.problems
  if ((error as Error | null)?.name !== 'ContentError' || !Array.isArray(problems)) return null
  return (error as Error).message.split('\n').slice(1)
}

/**
 * The page `npm run dev` shows while the content has mistakes: each problem with its file, line and
 * field, as `npm run validate` prints them. Fixing the file reloads the page.
 */
export function contentErrorDocument(problems: string[]) {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const items = dangerouslySkipEscape(problems.map((problem) => `<li><code>${escape(problem)}</code></li>`).join(''))
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content problems</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #0f172a }
      h1 { color: #a51818 } li { margin: 0.5rem 0 } code { white-space: pre-wrap; overflow-wrap: anywhere }
    </style>
  </head>
  <body>
    <h1>The content has ${String(problems.length)} problem${problems.length === 1 ? '' : 's'}</h1>
    <p>Nothing can be shown until ${problems.length === 1 ? 'it is' : 'they are'} fixed. Each line names the file, the line and column, and the field. This page reloads when a file under the content folder is saved.</p>
    <ul>${items}</ul>
  </body>
</html>`
}
