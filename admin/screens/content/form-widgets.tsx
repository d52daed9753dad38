import {
  descriptionId,
  errorId,
  getInputProps,
  optionId,
  type BaseInputTemplateProps,
  type RJSFSchema,
  type WidgetProps,
} from '@rjsf/utils'
import type { ChangeEvent } from 'react'
import { inputClass } from '../../../components/Field.tsx'
import { headTextLength } from '../../../shared/head-limits.ts'

/** The id of a field's character count. */
const countId = (id: string) => `${id}__count`

/**
 * What a field's input is described by: its problem, its help text and its character count, each
 * only when it is there (an id that names nothing would be read as nothing, or flagged).
 */
export function describedBy(id: string, schema: RJSFSchema, rawErrors?: string[]): string | undefined {
  const ids = [
    rawErrors?.length ? errorId(id) : null,
    schema.description ? descriptionId(id) : null,
    typeof schema.maxLength === 'number' && schema.type === 'string' ? countId(id) : null,
  ].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** The common attributes of an input: its name, state and what describes it. */
function inputAttributes(props: WidgetProps) {
  const { id, htmlName, required, disabled, readonly, autofocus, schema, rawErrors } = props
  return {
    id,
    name: htmlName || id,
    required,
    disabled,
    readOnly: readonly,
    // The first problem's field gets the focus when a save is refused, not the first field on load.
    autoFocus: autofocus,
    'aria-invalid': rawErrors?.length ? true : undefined,
    'aria-describedby': describedBy(id, schema, rawErrors),
  }
}

/**
 * How long a text is, as search engines count it, against its limit: "48 of 60 characters", and
 * how many too many once it is over (the save is then refused by the check, in its words).
 */
function CharacterCount({ id, text, limit }: { id: string; text: string; limit: number }) {
  const length = headTextLength(text)
  const over = length - limit
  return (
    <p id={countId(id)} className={`mt-1 text-sm ${over > 0 ? 'font-semibold text-accent-700' : 'text-slate-600'}`}>
      {length} of {limit} characters{over > 0 ? `: ${over} too many for search results` : ''}
    </p>
  )
}

/** A one-line input: text, number, email, address. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, onChange, onBlur, onFocus, options, schema, type } = props
  const { type: inputType, ...rangeProps } = getInputProps(schema, type, options)
  const shown = value === undefined || value === null ? '' : value
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value)
  return (
    <>
      <input
        {...inputAttributes(props)}
        {...rangeProps}
        type={inputType}
        value={shown as string | number}
        onChange={change}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        className={inputClass}
      />
      {typeof schema.maxLength === 'number' && <CharacterCount id={id} text={String(shown)} limit={schema.maxLength} />}
    </>
  )
}

/** Long text: a text area that grows with what it holds, with its count where search engines cut it. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, schema } = props
  const text = typeof value === 'string' ? value : ''
  const rows = Math.min(14, Math.max(3, Math.ceil(text.length / 90) + text.split('\n').length - 1))
  return (
    <>
      <textarea
        {...inputAttributes(props)}
        rows={rows}
        value={text}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        className={inputClass}
      />
      {typeof schema.maxLength === 'number' && <CharacterCount id={id} text={text} limit={schema.maxLength} />}
    </>
  )
}

/** One of a list of values (a kind of business, an icon, a rating); "None" too where the field may be left out. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options } = props
  const choices = options.enumOptions ?? []
  const index = choices.findIndex((choice) => choice.value === value)
  const pick = (at: string) => (at === '' ? options.emptyValue : choices[Number(at)]?.value)
  return (
    <select
      {...inputAttributes(props)}
      disabled={props.disabled || props.readonly}
      value={index < 0 ? '' : String(index)}
      onChange={(event) => onChange(pick(event.target.value))}
      onBlur={(event) => onBlur(id, pick(event.target.value))}
      onFocus={(event) => onFocus(id, pick(event.target.value))}
      className={inputClass}
    >
      {(index < 0 || !props.required) && <option value="">{props.required ? 'Choose…' : 'None'}</option>}
      {choices.map((choice, at) => (
        <option key={String(choice.value)} value={String(at)}>
          {choice.label}
        </option>
      ))}
    </select>
  )
}

/** Yes or no, labelled beside the box. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, onChange, label, schema } = props
  return (
    <label htmlFor={id} className="flex items-center gap-2 font-semibold text-slate-800">
      <input
        {...inputAttributes(props)}
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4"
      />
      {schema.title ?? label}
    </label>
  )
}

/** Several of a list of values (the days a row of hours covers), in the list's order. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, onChange, options, disabled, readonly } = props
  const choices = options.enumOptions ?? []
  const chosen: unknown[] = Array.isArray(value) ? value : []
  const toggle = (choice: unknown, on: boolean) =>
    onChange(choices.map((each) => each.value).filter((each) => (each === choice ? on : chosen.includes(each))))
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((choice, at) => (
        <label
          key={String(choice.value)}
          htmlFor={optionId(id, at)}
          className="flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm ring-1 ring-slate-300"
        >
          <input
            id={optionId(id, at)}
            type="checkbox"
            name={props.htmlName || id}
            checked={chosen.includes(choice.value)}
            disabled={disabled || readonly}
            onChange={(event) => toggle(choice.value, event.target.checked)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  )
}
