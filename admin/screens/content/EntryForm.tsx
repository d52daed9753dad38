import Form from '@rjsf/core'
import type { ErrorSchema, RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils'
import validator from '@rjsf/validator-ajv8'
import type { ReactNode } from 'react'
import { ArrayFieldItemTemplate, ArrayFieldTemplate, FieldTemplate, ObjectFieldTemplate } from './form-fields.tsx'
import { BaseInputTemplate, CheckboxesWidget, CheckboxWidget, SelectWidget, TextareaWidget } from './form-widgets.tsx'

const templates = { FieldTemplate, ObjectFieldTemplate, ArrayFieldTemplate, ArrayFieldItemTemplate, BaseInputTemplate }
const widgets = {
  TextareaWidget,
  SelectWidget,
  CheckboxWidget,
  CheckboxesWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
}

/**
 * The form over one content file, generated from its JSON Schema by react-jsonschema-form with the
 * admin's own fields (form-fields.tsx, form-widgets.tsx). It does not check the values itself: the
 * server runs the content check on save or on Check, and its problems come back as `problems`, shown
 * at their fields in the checker's words. What is typed is the caller's (`values`), so a refused
 * save keeps it.
 */
export function EntryForm({
  schema,
  uiSchema,
  values,
  onChange,
  onSubmit,
  problems,
  fields,
  formContext,
  children,
}: {
  schema: RJSFSchema
  uiSchema: UiSchema
  values: unknown
  onChange: (values: unknown) => void
  onSubmit: () => void
  problems: ErrorSchema
  /** Fields of a kind of content of its own (a city's county and position). */
  fields?: RegistryFieldsType
  /** What those fields need besides the value (the counties to choose from). */
  formContext?: object
  /** The form's buttons. */
  children: ReactNode
}) {
  return (
    <Form
      schema={schema}
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      formData={values}
      validator={validator}
      templates={templates}
      widgets={widgets}
      fields={fields}
      formContext={formContext}
      extraErrors={problems}
      noValidate
      noHtml5Validate
      showErrorList={false}
      onChange={(event) => onChange(event.formData)}
      onSubmit={() => onSubmit()}
      className="space-y-5"
    >
      {children}
    </Form>
  )
}
