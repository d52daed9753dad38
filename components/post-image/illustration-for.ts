/** The illustrations a post without a picture can get, one per kind of garage-door topic. */
export type IllustrationName = 'storm' | 'repair' | 'maintenance' | 'buying' | 'home'

/** Words in a category's name, checked in this order: "Hurricane Season" is a storm, "Repair Guides" a repair. */
const TOPICS: [IllustrationName, RegExp][] = [
  ['storm', /storm|hurricane|wind|weather|flood|rain/i],
  ['repair', /repair|fix|spring|broken|cable|roller|troubleshoot|safety|emergenc/i],
  ['maintenance', /mainten|care|check|clean|lubric|tune|upkeep|season/i],
  ['buying', /buy|opener|choos|product|cost|price|install|replace|upgrade|\bnew\b|guide|energy|insulat/i],
]

/** The illustration for a category by its name; a house with its garage for any other, and for none. */
export function illustrationFor(category: string | null | undefined): IllustrationName {
  return TOPICS.find(([, words]) => words.test(category ?? ''))?.[0] ?? 'home'
}
