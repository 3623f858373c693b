import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import type { TTextTree } from '@wheelbase/core/translate'
import type { TUserType } from '@wheelbase/core/enums'
import { PICKUP_REMINDER_HOURS, pushTopicsFor, type TPushTopic } from '@wheelbase/core/push'
import type { TPushPreferences, TPushSettings } from '@wheelbase/core/schemas/push'
import { SelectField } from '../../components/form/SelectField'
import { SwitchField } from '../../components/form/SwitchField'
import { CardSection } from '../../components/ui/Card'
import { QueryState } from '../../components/ui/QueryState'
import { toast } from '../../lib/toast'
import { useAction } from '../../lib/useAction'
import { usePushSettings, useSubscribePush, useUnsubscribePush, useUpdatePushPreferences } from './api'
import { registerNamespace } from '../../i18n/i18n'
import { devicePushState, subscribeDevice, unsubscribeDevice, type TDevicePush } from '../../lib/offline/devicePush'

registerNamespace('push', import.meta.glob<{ default: TTextTree }>('../../i18n/locales/*/push.json'))

/** This browser's state, read once the page runs (the server's render knows nothing of it). */
function useDevicePush(): [TDevicePush | null, (state: TDevicePush) => void] {
  const [state, setState] = useState<TDevicePush | null>(null)
  useEffect(() => {
    let live = true
    void devicePushState().then((read) => live && setState(read))
    return () => {
      live = false
    }
  }, [])
  return [state, setState]
}

/** The switch of this device: on subscribes it (the browser asks the visitor first), off ends its subscription. */
function ThisDevice({ settings }: { settings: TPushSettings }) {
  const { t } = useTranslation('push')
  const [state, setState] = useDevicePush()
  const subscribe = useSubscribePush()
  const unsubscribe = useUnsubscribePush()
  const { busy, run } = useAction()
  if (state === null) return <p className="text-muted">{t('common:loading')}</p>
  if (state === 'unsupported' || !settings.publicKey) return <p>{t('unsupported')}</p>
  /** Whether this device receives pushes now: a browser that refuses leave says so in the switch's hint instead. */
  const turnOn = async (publicKey: string): Promise<boolean> => {
    const subscription = await subscribeDevice(publicKey)
    if (typeof subscription === 'string') {
      setState(subscription)
      return false
    }
    try {
      const { endpoint = subscription.endpoint, keys = {} } = subscription.toJSON()
      await subscribe.mutateAsync({ body: { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } } })
    } catch (error) {
      // The server refused this browser's push service: it subscribes nowhere, then.
      await subscription.unsubscribe().catch(() => undefined)
      throw error
    }
    setState('on')
    return true
  }
  const turnOff = async (): Promise<boolean> => {
    const endpoint = await unsubscribeDevice()
    setState('off')
    if (endpoint) await unsubscribe.mutateAsync({ body: { endpoint } }).catch(() => undefined)
    return true
  }
  const publicKey = settings.publicKey
  const change = async (on: boolean) => {
    if (await (on ? turnOn(publicKey) : turnOff())) toast.success(on ? t('turnedOn') : t('turnedOff'))
  }
  return (
    <>
      <SwitchField
        label={t('thisDevice')}
        hint={state === 'blocked' ? t('blocked') : t('thisDeviceHint')}
        checked={state === 'on'}
        disabled={busy || state === 'blocked'}
        onChange={(on) => void run(() => change(on), '')}
      />
      <p className="text-sm text-muted">{t('devices', { count: settings.devices })}</p>
    </>
  )
}

/** What is pushed, the same on each device of the account: the topics of its kind, and the reminder's time. */
function Choices({ settings, type }: { settings: TPushSettings; type: TUserType }) {
  const { t } = useTranslation('push')
  const update = useUpdatePushPreferences()
  const { busy, run } = useAction()
  const save = (preferences: TPushPreferences) => void run(() => update.mutateAsync({ body: preferences }), t('saved'))
  const toggle = (topic: TPushTopic, on: boolean) =>
    save({ topics: on ? [...settings.topics, topic] : settings.topics.filter((each) => each !== topic), reminderHours: settings.reminderHours })
  return (
    <fieldset className="flex flex-col gap-2" disabled={busy}>
      <legend className="mb-2 font-medium">{t('choices')}</legend>
      {pushTopicsFor(type).map((topic) => (
        <SwitchField
          key={topic}
          label={t(`topic.${topic}`)}
          hint={t(`topicHint.${topic}`)}
          checked={settings.topics.includes(topic)}
          onChange={(on) => toggle(topic, on)}
        />
      ))}
      {type === 'user' && settings.topics.includes('reminder') && (
        <SelectField
          label={t('reminderHours')}
          value={String(settings.reminderHours)}
          options={PICKUP_REMINDER_HOURS.map((hours) => ({ value: String(hours), label: t('hours', { count: hours }) }))}
          onChange={(e) => save({ topics: settings.topics, reminderHours: Number(e.target.value) as TPushPreferences['reminderHours'] })}
        />
      )}
    </fieldset>
  )
}

/** Settings' push notices (issue 48, record 0148): this device on or off, and what is pushed. */
export function PushSection({ type }: { type: TUserType }) {
  const { t } = useTranslation(['push', 'common'])
  const query = usePushSettings()
  return (
    <CardSection id="push-heading" title={t('title')} lead={t('lead')} main className="p-6 desk:p-8">
      <QueryState query={query}>
        {(settings) => (
          <div className="flex flex-col gap-6">
            <div className="flex flex-col gap-2">
              <ThisDevice settings={settings} />
            </div>
            <Choices settings={settings} type={type} />
          </div>
        )}
      </QueryState>
    </CardSection>
  )
}
