import { CarFront, ImageUp } from 'lucide-react'
import { useId, useState, type ElementType } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { FieldErrorText, FieldHint, hintId } from '../../../components/form/FieldMessage'
import { buttonClass } from '../../../components/ui/Button'
import { failureText } from '../../../lib/api/failure'
import type { TUploadPicture } from '../api'
import { retinaSrcSet } from '../../../lib/images'

/**
 * A picture chosen from the device, uploaded at once with a progress bar; the server reads its
 * type from the content and answers the stored URL, which the form then sends.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  error,
  upload,
  box,
  Placeholder = CarFront,
  inputRef,
  required = true,
}: {
  label: string
  value: string
  onChange: (url: string) => void
  error?: string | undefined
  /** Sends the picture (console/api.ts: a car's, a location's, a supplier's logo). */
  upload: TUploadPicture
  box: { width: number; height: number }
  Placeholder?: ElementType
  inputRef?: (element: HTMLElement | null) => void
  required?: boolean
}) {
  const { t } = useTranslation(['console', 'messages'])
  const id = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const send = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    setProgress(0)
    const body = new FormData()
    body.append('image', file)
    try {
      onChange(await upload(body, setProgress))
    } catch (e) {
      setProblem(failureText(e))
    } finally {
      setProgress(null)
    }
  }
  const shown = problem ?? error
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-medium">
        {label} {required && <span aria-hidden>*</span>}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className="flex items-center justify-center overflow-hidden rounded-xl border border-line bg-page"
          style={{ width: box.width, height: box.height }}
        >
          {value ? (
            <img
              src={value}
              srcSet={retinaSrcSet(value)}
              alt={t('image.current')}
              width={box.width}
              height={box.height}
              className="h-full w-full object-contain"
            />
          ) : (
            <Placeholder aria-hidden className="size-10 text-line" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className={buttonClass({ variant: 'secondary' }, 'cursor-pointer focus-within:focus-ring')}>
            <ImageUp aria-hidden className="size-5" />
            {value ? t('image.replace') : t('image.choose')}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-labelledby={`${id}-label`}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${id}-error` : hintId(id)}
              className="sr-only"
              onChange={(e) => {
                void send(e.target.files?.[0])
                e.target.value = ''
              }}
            />
          </label>
          <FieldHint control={id} hint={t('image.hint')} />
        </div>
      </div>
      {progress !== null && (
        <div className="flex items-center gap-3">
          <progress max={100} value={progress} aria-label={t('image.uploading')} className="h-2 w-48 accent-primary" />
          <span aria-live="polite" className="text-sm">
            {t('image.progress', { percent: progress })}
          </span>
        </div>
      )}
      <FieldErrorText id={`${id}-error`} error={shown ?? undefined} />
    </div>
  )
}
