import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { periodProblem, periodProblemParams } from '@wheelbase/core/search'
import { useEarlyInput, useHydrated } from '../../lib/hydration'
import { useLocation } from '../../lib/places'
import { useSettings } from '../../lib/settings'
import { ageOf, type TWhereWhen } from '../../lib/search/criteria'
import { addDays, defaultPeriod, isoDate, renderToday, toIso, wallOf } from '../../lib/search/dateTime'
import { DateTimeField, type TDateTime } from './DateTimeField'
import { LocationField } from './LocationField'
import { DriverAgeField } from './DriverAgeField'
import { Icon } from '../icons/Icon'
import { Button } from '../ui/Button'
import { useBasePath, withBase } from '../../lib/basePath'

type Errors = Partial<Record<'pickup' | 'dropoff' | 'from' | 'to' | 'age', string>>

/** Where and when, as the URL gave them (or a new search); a set location from the map wins. */
export type TFormStart = Partial<TWhereWhen>

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The form's fields for a start (the default period's dates where it gives none). */
function fieldsOf(start: TFormStart | undefined, period: { from: TDateTime; to: TDateTime }) {
  return {
    pickup: start?.pickup,
    dropoff: start?.dropoff,
    sameReturn: !start?.dropoff || start.dropoff === start.pickup,
    from: (start?.from && wallOf(start.from)) || period.from,
    to: (start?.to && wallOf(start.to)) || period.to,
    usualAge: start?.age === undefined,
    age: start?.age === undefined ? '' : String(start.age),
  }
}

type Props = {
  /** Where and when, as the URL or a pick on the map gave them: applied whenever it changes. */
  start?: TFormStart | undefined
  /**
   * What this browser remembers (the last search): known only once the app runs, and taken only
   * into a form the visitor has not begun to fill in (on a slow phone they may have typed already).
   */
  suggested?: TFormStart | undefined
  onSearch: (value: TWhereWhen) => void
  /** The rest of the query a search sent before the app runs keeps (the results' filters). */
  carry?: URLSearchParams | undefined
}

/**
 * Pick-up and drop-off place, date and time. "Return to same location" is checked by default and
 * hides the drop-off place. Times are the pick-up location's wall clock (what the rental desk
 * shows), sent with that place's offset.
 */
export function SearchForm({ start, suggested, onSearch, carry }: Props) {
  const { t } = useTranslation('search')
  const base = useBasePath()
  const { t: tm } = useTranslation('messages')
  const settings = useSettings()
  // The browser's own date once hydrated; the server's render (and the hydration that matches it) uses UTC's.
  const hydrated = useHydrated()
  const now = new Date()
  const fallback = defaultPeriod(renderToday(hydrated, now))
  const initial = fieldsOf(start ?? suggested, fallback)
  const [pickup, setPickup] = useState(initial.pickup)
  const [dropoff, setDropoff] = useState(initial.dropoff)
  const [sameReturn, setSameReturn] = useState(initial.sameReturn)
  const [from, setFrom] = useState<TDateTime>(initial.from)
  const [to, setTo] = useState<TDateTime>(initial.to)
  const [usualAge, setUsualAge] = useState(initial.usualAge)
  const [age, setAge] = useState(initial.age)
  const [errors, setErrors] = useState<Errors>({})
  // Whether the visitor has changed anything yet, from the server's HTML on (useEarlyInput).
  const [touched, setTouched] = useState(false)
  // The browser's own zone is read on a search only: its first read loads the browser's Intl data.
  const pickupZone = useLocation(pickup).data?.timeZone
  const today = hydrated ? isoDate(now) : now.toISOString().slice(0, 10)
  const byVisitor =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      setTouched(true)
      change(...args)
    }

  // Keep a start from the map or the URL when it changes after the first render.
  const [seen, setSeen] = useState(start)
  if (start !== seen) {
    setSeen(start)
    if (start?.pickup) setPickup(start.pickup)
    if (start?.dropoff && start.dropoff !== start.pickup) {
      setDropoff(start.dropoff)
      setSameReturn(false)
    }
  }

  // Once the app runs in the browser, an untouched new search takes what only the browser knows:
  // its last search, else the default dates by the browser's own calendar.
  const [browserSeen, setBrowserSeen] = useState({ hydrated, suggested })
  if (browserSeen.hydrated !== hydrated || browserSeen.suggested !== suggested) {
    setBrowserSeen({ hydrated, suggested })
    if (!touched && !start) {
      const next = fieldsOf(suggested, fallback)
      setPickup(next.pickup)
      setDropoff(next.dropoff)
      setSameReturn(next.sameReturn)
      setFrom(next.from)
      setTo(next.to)
      setUsualAge(next.usualAge)
      setAge(next.age)
    }
  }

  const changeFrom = (value: TDateTime) => {
    // Moving the pick-up past the drop-off carries the drop-off along, keeping the rental length.
    if (`${value.date}T${value.time}` >= `${to.date}T${to.time}`) {
      const length = Math.max(1, Math.round((Date.parse(to.date) - Date.parse(from.date)) / 86_400_000))
      setTo({ date: addDays(value.date, length), time: to.time })
    }
    setFrom(value)
  }

  // "Return to same location" changed before the app started.
  const sameReturnRef = useRef<HTMLInputElement>(null)
  useEarlyInput(sameReturnRef, (checked) => byVisitor(setSameReturn)(checked === 'true'))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next: Errors = {}
    if (!pickup) next.pickup = tm('validation.fillField', { field: t('form.pickupLocation') })
    if (!sameReturn && !dropoff) next.dropoff = tm('validation.fillField', { field: t('form.dropoffLocation') })
    const timeZone = pickupZone ?? browserZone()
    const fromIso = toIso(from, timeZone)
    const toIsoValue = toIso(to, timeZone)
    // The server's own period rules (core), so the form and the API say the same words.
    const problem = periodProblem(new Date(fromIso), new Date(toIsoValue), new Date(), settings.periods)
    if (problem)
      next[problem === 'search.pickupInPast' || problem === 'search.pickupTooFar' ? 'from' : 'to'] = tm(
        problem,
        periodProblemParams(problem, settings.periods),
      )
    const driverAge = usualAge ? undefined : ageOf(age)
    if (!usualAge && driverAge === undefined) next.age = tm('search.invalidAge')
    setErrors(next)
    if (Object.keys(next).length || !pickup) return
    onSearch({ pickup, dropoff: sameReturn ? undefined : dropoff, from: fromIso, to: toIsoValue, age: driverAge })
  }

  return (
    // Before the app runs, a search is a plain GET of /search, which the server turns into the
    // results' address (lib/search/searchForm.ts); once it runs, the form checks and navigates itself.
    <form
      method="get"
      action={withBase(base, '/search')}
      noValidate
      onSubmit={submit}
      aria-label={t('form.title')}
      className="grid gap-4 desk:grid-cols-2"
    >
      {!hydrated && carry && [...carry].map(([name, value], index) => <input key={`${index}-${name}`} type="hidden" name={name} value={value} />)}
      <div className={`grid gap-4 desk:col-span-2 ${sameReturn ? '' : 'desk:grid-cols-2'}`}>
        <LocationField
          name="pickup"
          label={t('form.pickupLocation')}
          value={pickup}
          error={errors.pickup}
          onChange={byVisitor((location) => setPickup(location?._id))}
          onType={() => setTouched(true)}
        />
        {!sameReturn && (
          <LocationField
            name="dropoff"
            label={t('form.dropoffLocation')}
            value={dropoff}
            error={errors.dropoff}
            onChange={byVisitor((location) => setDropoff(location?._id))}
            onType={() => setTouched(true)}
          />
        )}
      </div>
      <DateTimeField legend={t('form.pickupDate')} name="from" value={from} minDate={today} onChange={byVisitor(changeFrom)} error={errors.from} />
      <DateTimeField legend={t('form.dropoffDate')} name="to" value={to} minDate={from.date} onChange={byVisitor(setTo)} error={errors.to} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <label className="flex min-h-11 items-center gap-3">
          <input
            ref={sameReturnRef}
            type="checkbox"
            className="size-5 accent-primary"
            checked={sameReturn}
            onChange={byVisitor((event: ChangeEvent<HTMLInputElement>) => setSameReturn(event.target.checked))}
          />
          {t('form.sameReturn')}
        </label>
        <DriverAgeField usual={usualAge} age={age} error={errors.age} onUsual={byVisitor(setUsualAge)} onAge={byVisitor(setAge)} />
      </div>
      <div className="flex items-end desk:justify-end">
        <Button type="submit" size="lg" className="w-full desk:w-auto">
          <Icon name="search" className="size-5" />
          {t('form.search')}
        </Button>
      </div>
    </form>
  )
}
