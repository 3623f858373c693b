import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { toast } from '../toast'
import { serverOutcome, type TServerErrors } from './serverErrors'

/** Every leaf of a form's values as a dotted path: 'driver.email', 'acceptTerms'. */
export type TPath<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? TPath<T[K], `${P}${K}.`> : `${P}${K}`
}[keyof T & string]

/** A leaf's path or a group's ('from' of `{ from: { date, time } }`): what `set` may replace at once. */
export type TSetPath<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? `${P}${K}` | TSetPath<T[K], `${P}${K}.`> : `${P}${K}`
}[keyof T & string]

/** Messages by path; a message is an i18n key from the schemas or a server's translated text. */
export type TFormErrors = Partial<Record<string, string>>

const read = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values)

function write<T>(values: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.')
  const node = values as Record<string, unknown>
  return { ...node, [head]: rest.length ? write(node[head], rest.join('.'), value) : value } as T
}

const hasErrors = (errors: TFormErrors) => Object.values(errors).some(Boolean)

/**
 * The form state of every form of the app (docs/decisions/0087): values, messages by path, a
 * check on submit and then on every change, server messages shown by their field, a submit that
 * cannot run twice at once, focus on the first field in error, and the server's refusals shown
 * the same way in every form (serverErrors.ts). No form library: the pages
 * with a JavaScript budget (the checkout) have no room for one.
 */
export function useLightForm<T extends Record<string, unknown>>(defaults: T, validate: (values: T) => TFormErrors | Promise<TFormErrors>) {
  const [values, setValues] = useState(defaults)
  const [errors, setErrorState] = useState<TFormErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [dirty, setDirty] = useState(false)
  const elements = useRef(new Map<string, HTMLElement>())
  const running = useRef(false)

  // In the order the fields were rendered, which is the page's order.
  const focusFirst = (found: TFormErrors) => {
    const first = [...elements.current.entries()].find(([path]) => found[path])
    first?.[1].focus()
  }
  const set = useCallback(
    (path: TSetPath<T>, value: unknown) => {
      setDirty(true)
      setValues((current) => {
        const next = write(current, path, value)
        if (submitted) void Promise.resolve(validate(next)).then(setErrorState)
        return next
      })
    },
    [submitted, validate],
  )
  const ref = (path: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(path, element)
    else elements.current.delete(path)
  }

  return {
    values,
    errors,
    submitting,
    dirty,
    submitted,
    get: (path: TPath<T>) => read(values, path),
    set,
    /**
     * Takes the fields the visitor filled in before the app started (useEarlyInputs): each field
     * named after a path of the values sets it, as if typed now.
     */
    adopt(fields: readonly (HTMLInputElement | HTMLSelectElement)[]) {
      for (const field of fields) {
        if (read(defaults, field.name) === undefined) continue
        const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        if (checkable && field.type === 'radio' && !field.checked) continue
        set(field.name as TPath<T>, checkable && field.type === 'checkbox' ? field.checked : field.value)
      }
    },
    /**
     * Starts again from these values (a profile's prefill) or the defaults (a message sent): no
     * messages, not changed, not submitted.
     */
    reset(next: T = defaults) {
      setValues(next)
      setErrorState({})
      setSubmitted(false)
      setDirty(false)
    },
    /** The props of a text box, checkbox or radio bound to a path. */
    field(path: TPath<T>, radioValue?: string) {
      const value = read(values, path)
      const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set(path, e.target instanceof HTMLInputElement && e.target.type === 'checkbox' ? e.target.checked : e.target.value)
      if (radioValue !== undefined) return { name: path, value: radioValue, checked: value === radioValue, onChange }
      if (typeof value === 'boolean') return { name: path, checked: value, onChange, ref: ref(path) }
      return { name: path, value: String(value ?? ''), onChange, ref: ref(path) }
    },
    /** The props of a select bound to a path: its value, its change, and the element to focus on an error. */
    select(path: TPath<T>) {
      return {
        name: path,
        value: String(read(values, path) ?? ''),
        onChange: (e: ChangeEvent<HTMLSelectElement>) => set(path, e.target.value),
        ref: ref(path),
      }
    },
    /** Registers the element to focus when this path has an error (for fields built by hand). */
    ref,
    /** One field's message (the server's "already registered"), focused if asked. */
    setError(path: TPath<T>, message: string, focus = false) {
      setErrorState((current) => ({ ...current, [path]: message }))
      if (focus) elements.current.get(path)?.focus()
    },
    /** The server's messages by field (a 400's `fields`): each shown by its field, the first focused. */
    setErrors(found: TFormErrors) {
      setErrorState((current) => ({ ...current, ...found }))
      focusFirst(found)
    },
    /**
     * The form's submit: checks the values, then runs `onValid`. A refusal it throws is shown by
     * the form's own fields (a 400's `fields`, the codes the form names in `server.at`), else as
     * one message (a toast unless `server.show` says where).
     */
    handleSubmit(onValid: (values: T) => Promise<void>, server: TServerErrors = {}) {
      return async (event: FormEvent) => {
        event.preventDefault()
        if (running.current) return
        running.current = true
        setSubmitted(true)
        try {
          const found = await validate(values)
          setErrorState(found)
          if (hasErrors(found)) {
            focusFirst(found)
            return
          }
          setSubmitting(true)
          await onValid(values)
        } catch (error) {
          const outcome = serverOutcome(error, server)
          if (outcome.kind === 'field') {
            setErrorState((current) => ({ ...current, [outcome.path]: outcome.message }))
            elements.current.get(outcome.path)?.focus()
          } else if (outcome.kind === 'fields') {
            setErrorState((current) => ({ ...current, ...outcome.errors }))
            focusFirst(outcome.errors)
          } else if (outcome.kind === 'message') (server.show ?? toast.error)(outcome.message)
        } finally {
          running.current = false
          setSubmitting(false)
        }
      }
    },
  }
}
export type TLightForm<T extends Record<string, unknown>> = ReturnType<typeof useLightForm<T>>
