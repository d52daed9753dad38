/** A string of a file that the link and image check looks at (a link, an image's path), and its field. */
export type Reference = [text: string, field: (string | number)[]]

/**
 * What a check made of a valid file, kept by the build for the next check of the same text
 * (check-cache.json): the value its schema made, and its links and images.
 */
export interface KeptCheck {
  value: unknown
  references: Reference[]
}
