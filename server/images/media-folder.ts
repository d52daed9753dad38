import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { MEDIA_FORMATS, mediaPath } from '../../shared/posts.ts'
import type { Variant } from './variants.ts'

/**
 * Where uploaded images are kept: `media/` beside the database file (DATABASE_PATH), so the data
 * folder holds everything the site's owners made. A backup of the database alone leaves it out.
 */
export function mediaDir(databasePath: string): string {
  return join(dirname(resolve(databasePath)), 'media')
}

/** A variant's file name in the folder: the last part of its address. */
export const variantFileName = (hash: string, width: number, format: Variant['format']) =>
  mediaPath(hash, width, format).slice('/media/'.length)

/**
 * Writes an image's variants; each file appears whole or not at all (written aside, then renamed),
 * so the server never sends half a file under a name that promises it never changes.
 */
export async function writeVariants(dir: string, hash: string, variants: Variant[]): Promise<void> {
  await mkdir(dir, { recursive: true })
  for (const variant of variants) {
    const name = variantFileName(hash, variant.width, variant.format)
    const partial = join(dir, `.${name}.${process.pid}.partial`)
    await writeFile(partial, variant.data)
    await rename(partial, join(dir, name))
  }
}

export async function removeVariants(dir: string, hash: string, widths: number[]): Promise<void> {
  for (const width of widths)
    for (const format of MEDIA_FORMATS) await rm(join(dir, variantFileName(hash, width, format)), { force: true })
}
