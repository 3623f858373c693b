import { Camera, Trash2, UserRound } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { toast } from '../../lib/toast'
import { toastFailure } from '../../lib/api/failure'
import { useDeleteAvatar, useUploadAvatar } from './api'
import { buttonClass } from '../../components/ui/Button'

const MAX_BYTES = 5 * 1024 * 1024

/** The profile picture: upload with progress (checked again on the server), or remove. */
export function AvatarEditor({ userId, avatar }: { userId: string; avatar: string | null }) {
  const { t } = useTranslation(['account', 'messages'])
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const send = useUploadAvatar(userId)
  const deletion = useDeleteAvatar()

  const upload = async (file: File) => {
    if (file.size > MAX_BYTES || !file.type.startsWith('image/')) {
      toast.error(t('messages:validation.imageType'))
      return
    }
    const form = new FormData()
    form.append('image', file)
    setProgress(0)
    try {
      await send(form, setProgress)
      toast.success(t('messages:errors.changesSaved'))
    } catch (e) {
      toastFailure(e)
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  const remove = async () => {
    try {
      await deletion.mutateAsync({ params: { userId } })
      toast.success(t('messages:errors.changesSaved'))
    } catch (e) {
      toastFailure(e)
    }
  }

  return (
    <section aria-labelledby="avatar-heading" className="flex flex-wrap items-center gap-4">
      <h2 id="avatar-heading" className="sr-only">
        {t('settings.avatar')}
      </h2>
      <div className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-focused">
        {avatar ? (
          <img src={avatar} alt={t('settings.avatar')} width={96} height={96} className="size-24 object-cover" />
        ) : (
          <UserRound aria-hidden className="size-12 text-muted" />
        )}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <label className={buttonClass({ variant: 'secondary' }, 'cursor-pointer focus-within:focus-ring')}>
            <Camera aria-hidden className="size-5" />
            {t('settings.changeAvatar')}
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0]
                if (file) void upload(file)
              }}
            />
          </label>
          {avatar && (
            <button
              type="button"
              onClick={() => void remove()}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-red-700 hover:bg-focused"
            >
              <Trash2 aria-hidden className="size-5" />
              {t('settings.deleteAvatar')}
            </button>
          )}
        </div>
        <p className="text-sm text-muted">{t('settings.avatarHint')}</p>
        {progress !== null && (
          <div className="flex items-center gap-2">
            <progress max={100} value={progress} aria-label={t('settings.uploading', { percent: progress })} className="h-2 w-40 accent-primary" />
            <span className="text-sm">{t('settings.uploading', { percent: progress })}</span>
          </div>
        )}
      </div>
    </section>
  )
}
