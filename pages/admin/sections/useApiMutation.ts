import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, errorText } from '../../../components/admin/api.ts'
import { useToast } from '../../../components/admin/toast.tsx'

/** A call that changes data: toasts its outcome and refreshes the lists it touches. */
export function useApiMutation<TInput>(options: {
  method: string
  url: (input: TInput) => string
  body?: (input: TInput) => unknown
  success: string
  invalidates: string[]
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
    onError: (error) => toast({ title: 'Not saved', description: errorText(error), variant: 'destructive' }),
  })
}
