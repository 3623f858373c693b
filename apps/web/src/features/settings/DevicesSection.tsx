import { useTranslation } from '../../i18n/useTranslation'
import type { TDevice } from '@wheelbase/core/schemas/devices'
import { Button } from '../../components/ui/Button'
import { CardSection } from '../../components/ui/Card'
import { QueryState } from '../../components/ui/QueryState'
import { formatDate } from '../../lib/intl'
import { useAction } from '../../lib/useAction'
import { useDevices, useEndDevice, useEndOtherDevices } from './api'

/** The country in the reader's language (the browser's own names: no bytes of ours). */
function placeName(place: string | null, language: string, t: (key: string) => string): string {
  if (place === 'local') return t('devices.localNetwork')
  if (!place) return t('devices.unknownPlace')
  try {
    return new Intl.DisplayNames(language, { type: 'region' }).of(place) ?? place
  } catch {
    return place
  }
}

function DeviceRow({ device, onEnd, busy }: { device: TDevice; onEnd: (device: TDevice, name: string) => void; busy: boolean }) {
  const { t, i18n } = useTranslation('account')
  const when = (iso: string) => formatDate(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso))
  const name =
    device.browser && device.os
      ? t('devices.browserOn', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('devices.unknownBrowser'))
  const facts = [device.kind ? t(`devices.kind.${device.kind}`) : null, placeName(device.place, i18n.language, t)].filter(Boolean)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium">
          <bdi>{name}</bdi>
          {device.current && (
            <span className="ms-2 rounded-full bg-primary/10 px-2 py-0.5 text-sm font-medium text-primary">{t('devices.thisDevice')}</span>
          )}
        </p>
        <p className="text-sm text-muted">{facts.join(' · ')}</p>
        <p className="text-sm text-muted">
          {t('devices.signedIn', { date: when(device.signedInAt) })}
          {' · '}
          {device.current ? t('devices.activeNow') : t('devices.lastSeen', { date: when(device.lastSeenAt) })}
        </p>
      </div>
      {!device.current && (
        <Button variant="secondary" disabled={busy} aria-label={t('devices.endNamed', { device: name })} onClick={() => onEnd(device, name)}>
          {t('devices.end')}
        </Button>
      )}
    </li>
  )
}

/** Settings' list of the account's signed-in devices: end one, or every other (issue 46). */
export function DevicesSection() {
  const { t } = useTranslation(['account', 'common'])
  const query = useDevices()
  const endOne = useEndDevice()
  const endOthers = useEndOtherDevices()
  const { busy, run } = useAction()
  const onEnd = (device: TDevice, name: string) =>
    void run(() => endOne.mutateAsync({ params: { id: device._id } }), t('devices.ended', { device: name }))
  return (
    <CardSection id="devices-heading" title={t('devices.title')} lead={t('devices.lead')} main className="p-6 desk:p-8">
      <QueryState query={query}>
        {({ items: devices }) => (
          <>
            <ul className="divide-y divide-line">
              {devices.map((device) => (
                <DeviceRow key={device._id} device={device} onEnd={onEnd} busy={busy} />
              ))}
            </ul>
            {devices.some((device) => !device.current) && (
              <p className="mt-6">
                <Button variant="secondary" disabled={busy} onClick={() => void run(() => endOthers.mutateAsync({}), t('devices.endedOthers'))}>
                  {t('devices.endOthers')}
                </Button>
              </p>
            )}
          </>
        )}
      </QueryState>
    </CardSection>
  )
}
