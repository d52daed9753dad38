import {
  buttonId,
  descriptionId,
  errorId,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type UiSchema,
} from '@rjsf/utils'
import { label as labelClass, subtleButton } from '../../common/ui.ts'
import { itemLabel, singularLabel } from './form-schema.ts'
import type { TakenName } from './taken-name.ts'

/**
 * A field's problems, in the owner's words, tied to its input by id; at a name another entry already
 * has, a link to open that entry.
 */
function Problems({ id, errors, taken }: { id: string; errors?: string[]; taken?: TakenName | null }) {
  const shown = (errors ?? []).filter(Boolean)
  if (shown.length === 0) return null
  return (
    <ul id={errorId(id)} className="mt-1.5 space-y-1 text-sm font-medium text-accent-700">
      {shown.map((error, at) => (
        <li key={at}>
          {error}
          {taken?.fieldId === id && error === taken.message && (
            <>
              {' '}
              <a href={taken.href} className="text-brand-700 underline">
                Open {taken.title}
              </a>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

const Required = () => (
  <span className="text-accent-700" aria-hidden="true">
    {' '}
    *
  </span>
)

/**
 * One field: its label (its title, or its name made readable), its description as help text, its
 * input, and its problems. Lists and groups of fields carry their own heading (a legend), and a
 * checkbox its label beside it, so only their problems are added here.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawDescription, hidden, required, displayLabel, schema, uiSchema } = props
  const taken = (props.registry.formContext as { taken?: TakenName | null } | undefined)?.taken
  if (hidden) return <div className="hidden">{children}</div>
  const widget = getUiOptions(uiSchema).widget
  const group = widget === 'checkboxes'
  const ownLabel = schema.type === 'boolean' || group || !displayLabel
  const help = rawDescription ?? (typeof schema.description === 'string' ? schema.description : undefined)
  const body = (
    <>
      {!ownLabel && (
        <label htmlFor={id} className={labelClass}>
          {itemLabel(label)}
          {required && <Required />}
        </label>
      )}
      {displayLabel && help && (
        <p id={descriptionId(id)} className="mb-1.5 text-sm text-slate-600">
          {help}
        </p>
      )}
      {children}
      <Problems id={id} errors={rawErrors} taken={taken} />
    </>
  )
  if (!group) return <div>{body}</div>
  return (
    <fieldset aria-describedby={rawErrors?.length ? errorId(id) : undefined}>
      <legend className={labelClass}>
        {itemLabel(label)}
        {required && <Required />}
      </legend>
      {body}
    </fieldset>
  )
}

/** The heading of a group of fields or a list, with its help text. */
function Legend({ id, title, required, description }: { id: string; title?: string; required?: boolean; description?: unknown }) {
  return (
    <>
      {title && (
        <legend className="mb-2 text-base font-bold text-navy-900">
          {itemLabel(title)}
          {required && <Required />}
        </legend>
      )}
      {typeof description === 'string' && description && (
        <p id={descriptionId(id)} className="mb-3 text-sm text-slate-600">
          {description}
        </p>
      )}
    </>
  )
}

/** A group of fields (the address, the local content); the form itself is the outermost, without a box. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, title, required, schema, uiSchema, properties } = props
  const root = fieldPathId.path.length === 0
  const heading = getUiOptions(uiSchema).title ?? title
  return (
    <fieldset
      id={fieldPathId.$id}
      className={root ? 'space-y-5' : 'space-y-4 rounded-xl border border-slate-200 p-3 sm:p-4'}
      aria-describedby={schema.description ? descriptionId(fieldPathId.$id) : undefined}
    >
      {!root && <Legend id={fieldPathId.$id} title={heading} required={required} description={schema.description} />}
      {properties.filter((property) => !property.hidden).map((property) => property.content)}
    </fieldset>
  )
}

/** "Community" → "community", "ZIP code" → "ZIP code": a label inside a sentence. */
const lowerFirst = (label: string) => (/^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1))

/** "Add a community", "Add an award", "Add hours" (a list whose name is the same for one). */
function addLabel(list: string): string {
  const one = singularLabel(list)
  if (one === list) return `Add ${lowerFirst(list)}`
  return `Add ${/^[aeiou]/i.test(one) ? 'an' : 'a'} ${lowerFirst(one)}`
}

/** The name of one item of a list, as its buttons say it: "ZIP code 2". */
const itemName = (parent: UiSchema | undefined, index: number) =>
  itemLabel(`${String(getUiOptions(parent).title ?? 'Item')}-${index + 1}`)

/** A list (hours, ZIP codes, questions): its items, each movable and removable, and a button to add one. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { fieldPathId, title, required, schema, uiSchema, items, canAdd, onAddClick, disabled, readonly } = props
  const heading = String(getUiOptions(uiSchema).title ?? title ?? 'Items')
  return (
    <fieldset id={fieldPathId.$id} className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <Legend id={fieldPathId.$id} title={heading} required={required} description={schema.description} />
      {items.length === 0 && <p className="text-sm text-slate-600">None yet.</p>}
      {/* A pair (latitude and longitude) side by side; a list one under the other. */}
      <ol className={Array.isArray(schema.items) ? 'grid grid-cols-2 gap-3' : 'space-y-3'}>{items}</ol>
      {canAdd && (
        <button
          id={buttonId(fieldPathId, 'add')}
          type="button"
          onClick={onAddClick}
          disabled={disabled || readonly}
          className={`${subtleButton} mt-3`}
        >
          {addLabel(heading)}
        </button>
      )}
    </fieldset>
  )
}

/** One item of a list, with Move up, Move down and Remove buttons that name the item. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, parentUiSchema } = props
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled, readonly } =
    buttonsProps
  const name = itemName(parentUiSchema, index)
  const off = disabled || readonly
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">{children}</div>
      {hasToolbar && (
        <div className="flex shrink-0 gap-1 sm:pt-7">
          {(hasMoveUp || hasMoveDown) && (
            <>
              <button
                type="button"
                onClick={onMoveUpItem}
                disabled={off || !hasMoveUp}
                aria-label={`Move ${name} up`}
                className={`${subtleButton} disabled:opacity-40`}
              >
                ↑
              </button>
              <button
                type="button"
                onClick={onMoveDownItem}
                disabled={off || !hasMoveDown}
                aria-label={`Move ${name} down`}
                className={`${subtleButton} disabled:opacity-40`}
              >
                ↓
              </button>
            </>
          )}
          {hasRemove && (
            <button type="button" onClick={onRemoveItem} disabled={off} className={`${subtleButton} disabled:opacity-40`}>
              Remove<span className="sr-only"> {name}</span>
            </button>
          )}
        </div>
      )}
    </li>
  )
}
