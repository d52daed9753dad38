/**
 * The admin API's requests and answers (under /api/admin, and who is signed in), written once for
 * the server that sends them and the admin screens that read them. The leads' are in
 * ./admin-leads.ts, the posts' in ./posts.ts, the lead delivery settings' in ./lead-delivery.ts, the
 * first-run checklist's in ./admin-checklist.ts.
 */
import type { LeadTargets } from './lead-delivery.ts'
import type { ImageVariants } from './posts.ts'
import type { Role } from './roles.ts'

/** Who is signed in: what GET /api/user and sign-in answer, and what pages rendered per request are told. */
export interface SignedInUser {
  id: number
  username: string
  role: Role
}

/** One's own email address (GET/PUT /api/user/email): where an administrator is told that where leads go changed. */
export interface AccountEmail {
  email: string | null
}

/** An account as the list shows it (GET /api/admin/accounts): who, what they may do, when they were last here. */
export interface Account extends SignedInUser {
  /** Milliseconds since the epoch. */
  createdAt: number
  lastSignInAt: number | null
  /** Sessions not yet expired or ended. */
  activeSessions: number
}

/** An invite code for a new account (GET /api/admin/invites); the code itself is kept only as a hash. */
export interface Invite {
  id: number
  note: string
  /** The role of the account registered with it. */
  role: Role
  /** Milliseconds since the epoch. */
  createdAt: number
  expiresAt: number
  usedAt: number | null
}

/** POST /api/admin/invites. */
export interface InviteRequest {
  note: string
  role: Role
  expiresInDays: number
}

/** The answer to POST /api/admin/invites: the invite, and its code, shown this once. */
export interface CreatedInvite extends Invite {
  code: string
}

/** One of the viewer's own sessions (GET /api/admin/sessions): one per browser signed in. */
export interface SessionView {
  /** A handle for ending it, not the session's secret. */
  id: string
  /** The browser and system, in words: "Firefox on Windows". */
  device: string
  userAgent: string
  ip: string | null
  /** Milliseconds since the epoch. */
  signedInAt: number
  lastSeenAt: number
  /** The session this request came with. */
  current: boolean
}

/** The formats an uploaded image may come in (the bytes decide, not the name). */
export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'avif'

/** The largest image file the server takes: the admin refuses larger ones before sending them. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** An uploaded image as the admin API lists it (GET /api/admin/images). */
export interface AdminImage extends ImageVariants {
  id: number
  originalName: string
  format: UploadFormat
  /** The size of the uploaded file. */
  bytes: number
  uploadedBy: string | null
  /** ISO date-time. */
  createdAt: string
  /** What a post refers to it by: its largest JPEG. */
  address: string
}

/** The settings the admin area edits (GET and PUT /api/admin/settings). Absent values fall back to content/. */
export interface AdminSettings {
  leadTargets?: LeadTargets
}

/** A test email's outcome, in words for the Settings screen (POST /api/admin/settings/test-email). */
export interface TestEmailResult {
  sent: boolean
  message: string
}
