/** Where a form posts and the hidden fields it carries, as the page's data hook decided from content. */
export interface FormTarget {
  action: string
  hidden: { name: string; value: string }[]
}

export interface Choice {
  value: string
  label: string
}

export type FormValues = Partial<Record<string, string>>
