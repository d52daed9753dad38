import { parse } from 'yaml'
import { aliasExcess } from '../../content-loader/yaml-bounds.ts'

/** A content file that cannot be read as YAML: the message names the file and says what to do. */
export class YamlRefused extends Error {}

/**
 * A content file's data, as the `yaml` package reads it; unreadable text is a YamlRefused. Aliases
 * past the bound every reader of content shares (content-loader/yaml-bounds.ts: copies and the
 * characters they add) are refused, at their line, before anything is expanded.
 */
export function parseContentYaml(text: string, file: string): unknown {
  const excess = aliasExcess(text)
  if (excess) throw new YamlRefused(`${file}, line ${excess.line}: ${excess.message}`)
  try {
    // The bound is aliasExcess's, above: the `yaml` package's own count (which counts otherwise) is off.
    return parse(text, { maxAliasCount: -1, uniqueKeys: true }) ?? null
  } catch (error) {
    throw new YamlRefused(`${file} is not valid YAML: ${(error as Error).message.split('\n')[0]}`)
  }
}
