import type { TRequestOf } from '@wheelbase/core/contract'
import type { createLocation } from '@wheelbase/core/contracts/consoleAdmin'
import type { TLocationKind } from '@wheelbase/core/enums'
import { LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import type { TConsoleLocation } from '@wheelbase/core/schemas/consoleAdmin'
import type { TFormErrors } from '../../../lib/form/useLightForm'
import { schemaErrors } from '../../../lib/form/schemaErrors'

export type TLocationForm = {
  kind: TLocationKind | ''
  names: Record<TLanguage, string>
  latitude: string
  longitude: string
  timeZone: string
  image: string
  address: string
}

export const emptyLocationForm = (): TLocationForm => ({
  kind: '',
  names: Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Record<TLanguage, string>,
  latitude: '',
  longitude: '',
  timeZone: 'Europe/Athens',
  image: '',
  address: '',
})

export const locationFormOf = (location: TConsoleLocation): TLocationForm => ({
  kind: location.kind,
  names: { ...emptyLocationForm().names, ...location.names },
  latitude: String(location.latitude),
  longitude: String(location.longitude),
  timeZone: location.timeZone,
  image: location.image ?? '',
  address: location.address ?? '',
})

const coordinate = (text: string) => {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' ? undefined : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** What core's ZLocationBody reads from the form: coordinates parsed, blanks left out for the schema to name. */
export const locationInputOf = (form: TLocationForm) => ({
  kind: form.kind || undefined,
  names: form.names,
  latitude: coordinate(form.latitude),
  longitude: coordinate(form.longitude),
  timeZone: form.timeZone,
  image: form.image || null,
  address: form.address,
})

/** Checked by core's ZLocationBody, the server's own. */
export async function validateLocation(form: TLocationForm): Promise<TFormErrors> {
  const { ZLocationBody } = await import('@wheelbase/core/schemas/consoleAdmin')
  const result = ZLocationBody.safeParse(locationInputOf(form))
  const errors = schemaErrors(result)
  // A number zod refuses as "not a number" was typed but is no coordinate.
  for (const issue of result.success ? [] : result.error.issues)
    if (issue.code === 'invalid_type' && issue.input !== undefined) errors[issue.path.join('.')] = 'validation.invalidValue'
  return errors
}

/**
 * The body the location endpoints take, made by the server's own schema from a form that passed
 * its check (so it cannot fail), typed by the contract: the compiler checks what the form posts.
 */
export async function locationBodyOf(form: TLocationForm): Promise<TRequestOf<typeof createLocation>['body']> {
  const { ZLocationBody } = await import('@wheelbase/core/schemas/consoleAdmin')
  return ZLocationBody.parse(locationInputOf(form))
}
