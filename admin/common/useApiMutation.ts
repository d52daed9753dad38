import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, errorText } from './api.ts'
import { useToast } from './toast.tsx'
import { isFieldError } from './useFieldErrors.ts'

/** A call that changes data: toasts its outcome (a field's error aside) and refreshes the lists it touches. */
export function useApiMutation<TInput>(options: {
  method: string
  url: (input: TInput) => string
  body?: (input: TInput) => unknown
  success: string
  invalidates: string[]
  /** The form's fields: a refusal over one of them is left to the form to show at the field (useFieldErrors), not toasted. */
  fields?: Readonly<Record<string, string>>
}) {
  const queryClient = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: async (input: TInput) => {
      const res = await apiRequest(options.method, options.url(input), options.body?.(input))
      return res.status === 204 ? null : ((await res.json()) as unknown)
    },
    onSuccess: async () => {
      await Promise.all(options.invalidates.map((key) => queryClient.invalidateQueries({ queryKey: [key] })))
      toast({ title: options.success })
    },
    onError: (error) =>
      !(options.fields && isFieldError(error, options.fields)) &&
      toast({ title: 'Not saved', description: errorText(error), variant: 'destructive' }),
  })
}
