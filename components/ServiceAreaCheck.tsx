import { inputClass } from './Field.tsx'
import {
  SERVICE_AREA_API,
  SERVICE_AREA_BOX,
  SERVICE_AREA_CHECK,
  type ServiceAreaAnswer,
} from '../shared/service-area.ts'

/**
 * The answer's look, set on its box so that the answer the server renders and the one the page's
 * script writes in place (renderer/page-behaviour.ts serviceAreaChecks) look the same: a sentence,
 * then a link to the city page and the phone.
 */
const answerClass =
  'mt-3 rounded-lg px-4 py-3 text-base text-slate-800 empty:hidden [&_a]:mt-2 [&_a]:mr-4 [&_a]:inline-block [&_a]:font-bold [&_a]:text-brand-700 [&_a]:underline bg-amber-50 data-[kind=served]:bg-green-50 data-[kind=invalid]:bg-red-50 data-[kind=invalid]:text-accent-700'

/**
 * "Do we serve you?": a ZIP code or town box. Without JavaScript it is a GET form to the service-area
 * page, which redirects a served place to its city page and answers any other above its list of
 * cities (server/routes/service-area.ts); with it, the page's script answers in place.
 */
export function ServiceAreaCheck({
  id,
  answer = null,
  boxId,
  className = '',
}: {
  /** Unique on the page: names the field and its answer. */
  id: string
  /** The server's answer, when the page is rendered for a place the box was sent. */
  answer?: ServiceAreaAnswer | null
  /** The service-area page's box is where the answer without JavaScript opens (SERVICE_AREA_BOX). */
  boxId?: typeof SERVICE_AREA_BOX
  className?: string
}) {
  return (
    <form
      id={boxId}
      // The address keeps its #fragment when the form is sent: the page opens at its box and the answer.
      action={`${SERVICE_AREA_CHECK}#${SERVICE_AREA_BOX}`}
      method="get"
      // The page's script asks this address instead, and answers in place.
      data-service-area-check={SERVICE_AREA_API}
      className={`scroll-mt-24 rounded-2xl bg-white p-4 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      <label htmlFor={id} className="block text-lg font-extrabold text-navy-900">
        Do we serve you?
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Enter your ZIP code or your city.
      </p>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name="place"
          type="text"
          autoComplete="postal-code"
          maxLength={80}
          defaultValue={answer?.place}
          aria-describedby={`${id}-hint ${id}-answer`}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
        >
          Check
        </button>
      </div>
      <div
        id={`${id}-answer`}
        role="status"
        data-service-area-answer=""
        data-kind={answer?.kind}
        className={answerClass}
      >
        {answer && <AnswerParts answer={answer} />}
      </div>
    </form>
  )
}

function AnswerParts({ answer }: { answer: ServiceAreaAnswer }) {
  return (
    <>
      <p>{answer.message}</p>
      {answer.city && <a href={answer.city.path}>Go to our {answer.city.name} page</a>}
      {answer.telephone && <a href={answer.telephone.href}>Call {answer.telephone.text}</a>}
    </>
  )
}
