import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import type { TLocation } from '@wheelbase/core/schemas/search'
import { useSettings } from '../../lib/settings'
import { clusterByDistance } from './clusters'

/** The buttons of a marker's popup, first one the main action; texts are already translated. */
export type TMapActions = { label: string; onSelect: (location: TLocation) => void }[]

// A pin drawn in CSS and SVG: no marker images to fetch, so markers show even when tiles fail.
const PIN = L.divIcon({
  className: 'wb-pin',
  html: '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#242424"/><circle cx="12" cy="12" r="5" fill="#faad43"/></svg>',
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
})

/** Pins closer than this (in pixels) would overlap: they are drawn as one numbered marker. */
const MIN_PIN_DISTANCE = 44

const clusterIcon = (count: number) =>
  L.divIcon({ className: 'wb-cluster', html: `<span aria-hidden="true">${count}</span>`, iconSize: [40, 40], iconAnchor: [20, 20] })

function button(text: string, onClick: () => void, primary: boolean): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = text
  element.className = primary ? 'wb-map-button wb-map-button--primary' : 'wb-map-button'
  element.addEventListener('click', onClick)
  return element
}

/** Leaflet on the configured tiles, a keyboard-reachable marker per location, popups with the actions. */
export default function LeafletMap({ locations, actions }: { locations: TLocation[]; actions?: TMapActions }) {
  const { t, i18n } = useTranslation('places')
  const { map: mapSettings } = useSettings()
  const boxRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const map = L.map(box, { zoomControl: false, scrollWheelZoom: false, attributionControl: false })
    L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map)
    L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map)
    L.tileLayer(mapSettings.tilesUrl, { attribution: mapSettings.attribution, maxZoom: 18 }).addTo(map)
    const direction = document.documentElement.dir || 'ltr'
    const pin = (location: TLocation) => {
      const content = document.createElement('div')
      content.dir = direction
      content.className = 'wb-map-popup'
      const title = document.createElement('p')
      title.className = 'wb-map-title'
      title.textContent = location.name
      content.append(title)
      const marker = L.marker([location.latitude, location.longitude], { icon: PIN, title: location.name, alt: location.name, keyboard: true })
      actions?.forEach((action, index) => {
        content.append(
          button(
            action.label,
            () => {
              action.onSelect(location)
              map.closePopup()
            },
            index === 0,
          ),
        )
      })
      const close = button(t('map.close'), () => map.closePopup(), false)
      close.classList.add('wb-map-close')
      content.append(close)
      marker.bindPopup(L.popup({ closeButton: false, minWidth: 200 }).setContent(content))
      marker.on('popupopen', () => content.querySelector('button')?.focus())
      return marker
    }
    // Pressing a numbered marker zooms in until its places stand apart as pins (each step of
    // zoom doubles their distances on screen), but no further than keeps them all in view: places
    // still too close then share a smaller numbered marker, pressed in turn. Always one step at least.
    const zoomApart = (members: TLocation[]) => {
      const points = members.map((l) => map.latLngToLayerPoint([l.latitude, l.longitude]))
      let closest = Infinity
      for (const [i, a] of points.entries()) for (const b of points.slice(i + 1)) closest = Math.min(closest, a.distanceTo(b))
      const apart = map.getZoom() + Math.ceil(Math.log2((MIN_PIN_DISTANCE + 4) / Math.max(closest, 1)))
      const all = map.getBoundsZoom(L.latLngBounds(members.map((l) => L.latLng(l.latitude, l.longitude))), false, L.point(64, 64))
      return Math.min(map.getMaxZoom(), Math.max(map.getZoom() + 1, Math.min(apart, all)))
    }
    // Redrawn at every zoom: places that would overlap share one marker that zooms in on them.
    // A keyboard user who pressed a numbered marker lands on the first of its places afterwards.
    const markers = L.layerGroup().addTo(map)
    let focusAfterZoom: string | null = null
    const draw = () => {
      markers.clearLayers()
      const clusters = clusterByDistance(locations, (l) => map.latLngToLayerPoint([l.latitude, l.longitude]), MIN_PIN_DISTANCE)
      for (const { members } of clusters) {
        const [only] = members
        let marker: L.Marker
        if (members.length === 1 && only) marker = pin(only)
        else {
          const bounds = L.latLngBounds(members.map((l) => L.latLng(l.latitude, l.longitude)))
          const label = t('map.cluster', { count: members.length, names: members.map((l) => l.name).join(', ') })
          marker = L.marker(bounds.getCenter(), { icon: clusterIcon(members.length), title: label, alt: label, keyboard: true })
          const zoomIn = (byKeyboard: boolean) => {
            focusAfterZoom = byKeyboard ? (members[0]?._id ?? null) : null
            map.setView(bounds.getCenter(), zoomApart(members))
          }
          marker.on('click', () => zoomIn(false))
          // A role="button" that is not a <button>: Enter and Space must press it, as they do a button.
          marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
            if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return
            event.originalEvent.preventDefault()
            zoomIn(true)
          })
        }
        markers.addLayer(marker)
        if (focusAfterZoom && members.some((l) => l._id === focusAfterZoom)) {
          marker.getElement()?.focus({ preventScroll: true })
          focusAfterZoom = null
        }
      }
    }
    map.on('zoomend', draw)
    const points = locations.map((l) => L.latLng(l.latitude, l.longitude))
    if (points.length) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 12 })
    else map.setView([38.5, 23.8], 6)
    draw()
    return () => {
      map.remove()
    }
  }, [locations, actions, mapSettings, t, i18n.language])

  // Leaflet lays out left to right; its panes would mirror wrongly inside a right-to-left page.
  return <div ref={boxRef} dir="ltr" className="absolute inset-0 z-0" />
}
