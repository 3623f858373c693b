import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { initI18n } from '../../i18n/i18n'
import { ApiError } from '../api/client'
import { schemaCheck } from './schemaErrors'
import type { TServerErrors } from './serverErrors'
import { useLightForm, type TFormErrors } from './useLightForm'

// A failure's text is the translated message (lib/api/failure.ts).
beforeAll(() => initI18n('en'))

afterEach(cleanup)

type TValues = { person: { name: string; email: string }; terms: boolean; plan: string }
const defaults: TValues = { person: { name: '', email: '' }, terms: false, plan: 'basic' }
const schema = z.object({
  person: z.object({ name: z.string().min(1, { error: 'validation.fillField' }), email: z.email({ error: 'validation.invalidEmail' }) }),
  terms: z.literal(true, { error: 'validation.acceptTerms' }),
  plan: z.string(),
})

type THarnessProps = {
  onValid?: (values: TValues) => Promise<void>
  validate?: (values: TValues) => TFormErrors | Promise<TFormErrors>
  server?: TFormErrors
  plan?: TServerErrors
}

/** A form as a page writes one: boxes bound by path, messages wired to the boxes, a submit that shows it is busy. */
function Harness({ onValid = async () => {}, validate = schemaCheck(schema), server, plan }: THarnessProps) {
  const form = useLightForm<TValues>(defaults, validate)
  const box = (path: 'person.name' | 'person.email', label: string) => (
    <>
      <label htmlFor={path}>{label}</label>
      <input id={path} aria-invalid={form.errors[path] ? true : undefined} aria-describedby={`${path}-error`} {...form.field(path)} />
      <p id={`${path}-error`}>{form.errors[path]}</p>
    </>
  )
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onValid, plan)(e)}>
      {box('person.name', 'Name')}
      {box('person.email', 'Email')}
      <label>
        <input type="checkbox" {...form.field('terms')} /> Terms
      </label>
      <p data-testid="terms-error">{form.errors.terms}</p>
      <label>
        <input type="radio" {...form.field('plan', 'basic')} /> Basic
      </label>
      <label>
        <input type="radio" {...form.field('plan', 'plus')} /> Plus
      </label>
      <output data-testid="values">{JSON.stringify(form.values)}</output>
      <output data-testid="state">{JSON.stringify({ dirty: form.dirty, submitted: form.submitted })}</output>
      <button type="submit" disabled={form.submitting}>
        Send
      </button>
      <button type="button" onClick={() => form.setErrors(server ?? {})}>
        server says no
      </button>
      <button type="button" onClick={() => form.reset()}>
        reset
      </button>
      <button type="button" onClick={() => form.reset({ ...defaults, person: { name: 'Ada', email: 'ada@example.com' } })}>
        prefill
      </button>
    </form>
  )
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as TValues
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as { dirty: boolean; submitted: boolean }
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } })
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
const fillValid = () => {
  type('Name', 'Ada Lovelace')
  type('Email', 'ada@example.com')
  fireEvent.click(screen.getByLabelText('Terms'))
}

describe('useLightForm', () => {
  it('binds text boxes, a checkbox and radios to the values by path', () => {
    render(<Harness />)
    expect(state()).toEqual({ dirty: false, submitted: false })
    type('Name', 'Ada')
    fireEvent.click(screen.getByLabelText('Terms'))
    fireEvent.click(screen.getByLabelText('Plus'))
    expect(values()).toEqual({ person: { name: 'Ada', email: '' }, terms: true, plan: 'plus' })
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada')
    expect((screen.getByLabelText('Terms') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('Plus') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('Basic') as HTMLInputElement).checked).toBe(false)
    expect(state().dirty).toBe(true)
  })

  it('says nothing while typing before the first submit', () => {
    const validate = vi.fn(schemaCheck(schema))
    render(<Harness validate={validate} />)
    type('Email', 'not an address')
    expect(validate).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull()
  })

  it('checks on submit: a message per field, the first field in error focused, nothing sent', async () => {
    const onValid = vi.fn(async () => {})
    render(<Harness onValid={onValid} />)
    type('Email', 'ada@example.com')
    await submit()
    expect(onValid).not.toHaveBeenCalled()
    expect(screen.getByText('validation.fillField')).toBeTruthy()
    expect(screen.getByTestId('terms-error').textContent).toBe('validation.acceptTerms')
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull()
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    expect(state().submitted).toBe(true)
  })

  it('checks again on every change once submitted, so a mended field loses its message', async () => {
    render(<Harness />)
    await submit()
    expect(screen.getByText('validation.fillField')).toBeTruthy()
    await act(async () => type('Name', 'Ada'))
    expect(screen.queryByText('validation.fillField')).toBeNull()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull()
    await act(async () => type('Email', 'nope'))
    expect(screen.getByText('validation.invalidEmail')).toBeTruthy()
  })

  it('sends the values once valid, with an asynchronous check too', async () => {
    const onValid = vi.fn(async () => {})
    render(<Harness onValid={onValid} validate={async (v) => schemaCheck(schema)(v)} />)
    fillValid()
    await submit()
    expect(onValid).toHaveBeenCalledTimes(1)
    expect(onValid).toHaveBeenCalledWith({ person: { name: 'Ada Lovelace', email: 'ada@example.com' }, terms: true, plan: 'basic' })
  })

  it('disables the submit while sending, and sends once however often it is pressed', async () => {
    let finish = () => {}
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<Harness onValid={onValid} />)
    fillValid()
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    await submit()
    expect(button.disabled).toBe(true)
    await act(async () => fireEvent.submit(button.form as HTMLFormElement))
    expect(onValid).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    expect(button.disabled).toBe(false)
    await submit()
    expect(onValid).toHaveBeenCalledTimes(2)
  })

  it('frees the submit when sending fails', async () => {
    const onValid = vi.fn(async () => {
      throw new Error('network')
    })
    render(<Harness onValid={onValid} />)
    fillValid()
    await submit()
    expect(onValid).toHaveBeenCalledTimes(1)
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false)
    await submit()
    expect(onValid).toHaveBeenCalledTimes(2)
  })

  it("shows the server's messages by their field and focuses the first", async () => {
    render(<Harness server={{ 'person.email': 'This email address is already registered.' }} />)
    fillValid()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'server says no' })))
    const email = screen.getByLabelText('Email')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This email address is already registered.')
    expect(document.activeElement).toBe(email)
  })

  it('resets to the defaults, or to given values, with no messages and not changed', async () => {
    render(<Harness />)
    type('Name', 'Someone')
    await submit()
    expect(screen.getByText('validation.invalidEmail')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'reset' })))
    expect(values()).toEqual(defaults)
    expect(state()).toEqual({ dirty: false, submitted: false })
    expect(screen.queryByText('validation.invalidEmail')).toBeNull()
    // Not submitted any more: typing does not check.
    type('Email', 'nope')
    expect(screen.queryByText('validation.invalidEmail')).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'prefill' })))
    expect(values().person).toEqual({ name: 'Ada', email: 'ada@example.com' })
    expect(state().dirty).toBe(false)
  })

  describe('a refusal thrown by the submit, shown the one way every form shows it', () => {
    const refuse = (error: unknown) => async () => {
      throw error
    }
    const messageOf = (label: string) => {
      const box = screen.getByLabelText(label)
      return box.getAttribute('aria-invalid') ? document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent : null
    }

    it('shows a 400 by its fields, under the form’s own paths, and focuses the first', async () => {
      const error = new ApiError(400, 'validation_failed', 'Please fix errors.', { 'contact.email': 'This email address is not valid.' })
      const show = vi.fn()
      render(<Harness onValid={refuse(error)} plan={{ pathOf: (path) => path.replace('contact.', 'person.'), show }} />)
      fillValid()
      await submit()
      expect(messageOf('Email')).toBe('This email address is not valid.')
      expect(document.activeElement).toBe(screen.getByLabelText('Email'))
      expect(show).not.toHaveBeenCalled()
    })

    it('puts a code the form names at its field', async () => {
      const error = new ApiError(409, 'email_registered', 'This email address is already registered.')
      render(<Harness onValid={refuse(error)} plan={{ at: { email_registered: 'person.email' } }} />)
      fillValid()
      await submit()
      expect(messageOf('Email')).toBe('This email address is already registered.')
      expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    })

    it('says anything else once, where the form shows messages, and frees the submit', async () => {
      const show = vi.fn()
      const { unmount } = render(<Harness onValid={refuse(new ApiError(429, 'rate_limited', 'Too many attempts.'))} plan={{ show }} />)
      fillValid()
      await submit()
      expect(show).toHaveBeenCalledWith('Too many attempts.')
      expect(messageOf('Email')).toBeNull()
      unmount()
      render(<Harness onValid={refuse(new TypeError('Failed to fetch'))} plan={{ show, lost: 'No connection.' }} />)
      fillValid()
      await submit()
      expect(show).toHaveBeenLastCalledWith('No connection.')
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false)
    })
  })
})
