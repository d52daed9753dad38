import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminImage } from '../../shared/admin-api.ts'
import { ACCEPTED_TYPES, IMAGES, fileProblem, uploadImage } from './post-image-upload.ts'
import { subtleButton } from '../common/ui.ts'

/**
 * "Upload an image": a file chooser styled as a button. While the file goes up, how much has gone;
 * then a wait while the server makes its sizes; a refusal is shown here, in the server's words.
 */
export function ImageUpload({ onUploaded }: { onUploaded: (image: AdminImage) => void }) {
  const queryClient = useQueryClient()
  const [sent, setSent] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const start = async (file: File) => {
    const problem = fileProblem(file)
    setError(problem)
    if (problem) return
    setSent(0)
    try {
      const image = await uploadImage(file, setSent)
      await queryClient.invalidateQueries({ queryKey: [IMAGES] })
      onUploaded(image)
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setSent(null)
    }
  }

  return (
    <div className="min-w-0">
      <input
        id="image-file"
        type="file"
        accept={ACCEPTED_TYPES}
        disabled={sent !== null}
        aria-describedby="image-file-status"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) void start(file)
        }}
        className="peer sr-only"
      />
      <label
        htmlFor="image-file"
        className={`${subtleButton} cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-brand-600 peer-disabled:cursor-wait peer-disabled:opacity-60`}
      >
        {sent === null ? 'Upload an image' : 'Uploading...'}
      </label>
      <div id="image-file-status" role="status" className="mt-1.5 text-sm text-slate-600">
        {sent === null ? (
          'JPEG, PNG, WebP or AVIF, up to 10 MB.'
        ) : sent < 1 ? (
          <span className="flex items-center gap-2">
            <progress value={sent} max={1} className="h-2 w-32" aria-label="Upload progress" />
            {Math.round(sent * 100)}% sent
          </span>
        ) : (
          'Sent. Making the sizes for phones and large screens...'
        )}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-sm font-semibold text-accent-700">
          {error.replace(/^file: /, 'This file ')}
        </p>
      )}
    </div>
  )
}
