import { parse } from 'yaml'

/**
 * How many times a file may use its YAML aliases (`*name`, each a copy of what `&name` marks). The
 * content files use none; an "alias bomb" (aliases of aliases, doubling at each level) would
 * otherwise make a few lines into gigabytes.
 */
export const MAX_ALIASES = 100

/** A content file that cannot be read as YAML: the message names the file and says what to do. */
export class YamlRefused extends Error {}

/** A content file's data, as the `yaml` package reads it, with aliases capped; unreadable text is a YamlRefused. */
export function parseContentYaml(text: string, file: string): unknown {
  try {
    return parse(text, { maxAliasCount: MAX_ALIASES, uniqueKeys: true }) ?? null
  } catch (error) {
    const message = (error as Error).message
    if (/alias/i.test(message))
      throw new YamlRefused(
        `${file} uses YAML aliases (*name) more than ${MAX_ALIASES} times once expanded; write its values out instead of aliasing them`,
      )
    throw new YamlRefused(`${file} is not valid YAML: ${message.split('\n')[0]}`)
  }
}
