import type { TFormErrors } from './useLightForm'

type TIssue = { path: PropertyKey[]; message: string; code: string; input?: unknown }
type TResult = { success: true } | { success: false; error: { issues: TIssue[] } }

/**
 * A schema's verdict as a form's messages: the first problem of each field, by its dotted path
 * (`where` may move it to the box that shows it). A schema's messages are core's i18n keys.
 */
export function schemaErrors(result: TResult, where: (path: string, issue: TIssue) => string = (path) => path): TFormErrors {
  const errors: TFormErrors = {}
  for (const issue of result.success ? [] : result.error.issues) {
    const path = where(issue.path.map(String).join('.'), issue)
    errors[path] ??= issue.message
  }
  return errors
}

/** A form's check by a schema (core's, the server's own): `useLightForm(defaults, schemaCheck(ZEmailBody))`. */
export const schemaCheck =
  (schema: { safeParse: (values: unknown) => TResult }) =>
  (values: unknown): TFormErrors =>
    schemaErrors(schema.safeParse(values))
