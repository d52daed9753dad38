import * as Dialog from '@radix-ui/react-dialog'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { errorText } from '../common/api.ts'
import { mediaPath } from '../../shared/posts.ts'
import type { AdminImage } from '../../shared/admin-api.ts'
import { IMAGES, megabytes } from './post-image-upload.ts'
import { dangerButton, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/**
 * "Choose an uploaded image": a dialog with a grid of every upload, newest first. Each picture is
 * a button (Tab moves between them, Enter or Space chooses); Escape closes without choosing.
 */
export function ImagePicker({ onChoose }: { onChoose: (image: AdminImage) => boolean }) {
  const [open, setOpen] = useState(false)
  const chosen = useRef<AdminImage | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={subtleButton}>Choose an uploaded image</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          // The choice is made once the dialog has let go of the focus: it may move it on, to the description.
          onCloseAutoFocus={(event) => {
            const image = chosen.current
            chosen.current = null
            if (image && onChoose(image)) event.preventDefault()
          }}
          className="fixed inset-x-3 top-6 bottom-6 z-50 mx-auto flex max-w-4xl flex-col rounded-2xl bg-white shadow-xl sm:inset-x-6"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
            <Dialog.Title className="text-lg font-bold text-navy-900">Choose an uploaded image</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100"
              aria-label="Close without choosing"
            >
              <Icon name="x" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-4 pt-3 text-sm text-slate-600 sm:px-6">
            Every image uploaded for the blog. Choosing one puts it on this post; describe it below.
          </Dialog.Description>
          <div className="flex-1 overflow-y-auto p-4 sm:p-6">
            {open && (
              <ImageGrid
                onChoose={(image) => {
                  chosen.current = image
                  setOpen(false)
                }}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function ImageGrid({ onChoose }: { onChoose: (image: AdminImage) => void }) {
  const { data: images, isLoading, error } = useQuery<AdminImage[]>({ queryKey: [IMAGES], staleTime: 0 })
  const remove = useApiMutation<AdminImage>({
    method: 'DELETE',
    url: (image) => `${IMAGES}/${image.id}`,
    success: 'The image was deleted.',
    invalidates: [IMAGES],
  })
  if (isLoading) return <p className="text-slate-600">Loading the uploaded images...</p>
  if (error) return <p role="alert">The images could not be loaded: {error.message}</p>
  if (!images?.length)
    return (
      <p className="text-slate-600">No images uploaded yet. Close this and use Upload an image to add the first.</p>
    )
  return (
    <>
      {remove.error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm font-semibold text-accent-700">
          Not deleted: {errorText(remove.error)}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image.id} className="flex min-w-0 flex-col gap-2">
            <button
              type="button"
              onClick={() => onChoose(image)}
              className="group flex flex-col overflow-hidden rounded-xl text-left ring-1 ring-slate-300 hover:ring-2 hover:ring-brand-600"
            >
              <img
                src={mediaPath(image.hash, image.widths[0]!, 'webp')}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-[8/5] w-full bg-brand-50 object-cover"
              />
              <span className="block truncate px-2 pt-1.5 text-sm font-semibold text-navy-900">
                <span className="sr-only">Choose </span>
                {image.originalName}
              </span>
              <span className="block px-2 pb-1.5 text-xs text-slate-600">
                {image.width}×{image.height}, {megabytes(image.bytes)}
              </span>
            </button>
            <button
              type="button"
              onClick={() =>
                window.confirm(`Delete "${image.originalName}" from the uploaded images? This cannot be undone.`) &&
                remove.mutate(image)
              }
              className={`${dangerButton} self-start`}
              aria-label={`Delete ${image.originalName}`}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
