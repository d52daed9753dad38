/** Shared class names of the admin screens. */
export const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200'
export const button =
  'inline-flex items-center justify-center rounded-lg bg-navy-900 px-4 py-2 font-bold text-white hover:bg-navy-800 disabled:opacity-60'
export const subtleButton =
  'inline-flex items-center justify-center rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'
export const dangerButton =
  'inline-flex items-center justify-center rounded-lg px-3 py-1.5 text-sm font-semibold text-accent-700 ring-1 ring-accent-600/40 hover:bg-red-50'
export const label = 'mb-1.5 block text-sm font-semibold text-slate-800'
