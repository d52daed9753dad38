import { MAX_UPLOAD_BYTES, type AdminImage } from '../../shared/admin-api.ts'

export const IMAGES = '/api/admin/images'

export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif'

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** What is wrong with a file before it is sent, in the words the server would use; null when it may be sent. */
export function fileProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return `file: is ${megabytes(file.size)}; images can be at most 10 MB`
  if (file.size === 0) return 'file: is empty; choose a JPEG, PNG, WebP or AVIF image'
  return null
}

/**
 * Sends a file to the server, reporting how much of it has gone (0 to 1): the file itself is the
 * body, its name in the address; the server judges its type from its bytes. Resolves with the
 * stored image once every size is made; rejects with the server's message.
 */
export function uploadImage(file: File, onProgress: (sent: number) => void): Promise<AdminImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${IMAGES}?name=${encodeURIComponent(file.name)}`)
    request.withCredentials = true
    request.setRequestHeader('Content-Type', 'application/octet-stream')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      let body: { message?: string } & Partial<AdminImage> = {}
      try {
        body = JSON.parse(request.responseText) as typeof body
      } catch {
        // not JSON: the status says what happened
      }
      if (request.status >= 200 && request.status < 300 && body.address) resolve(body as AdminImage)
      else reject(new Error(body.message ?? `The server answered ${request.status}; the image was not uploaded.`))
    }
    request.onerror = () =>
      reject(new Error('The upload did not reach the server. Check the connection and try again.'))
    request.send(file)
  })
}
