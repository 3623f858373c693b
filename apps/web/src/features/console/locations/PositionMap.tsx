import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { useSettings } from '../../../lib/settings'

const PIN = L.divIcon({
  className: 'wb-pin',
  html: '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#242424"/><circle cx="12" cy="12" r="5" fill="#faad43"/></svg>',
  iconSize: [28, 36],
  iconAnchor: [14, 36],
})

const GREECE: L.LatLngTuple = [38.5, 23.8]
const round = (value: number) => Math.round(value * 1e6) / 1e6

/**
 * The position of a location, picked on the map: a click or a dragged pin sets it; the typed
 * coordinates beside the map move the pin (the keyboard way).
 */
export default function PositionMap({
  position,
  onPick,
}: {
  position: { latitude: number; longitude: number } | null
  onPick: (latitude: number, longitude: number) => void
}) {
  const { t } = useTranslation('console')
  const { map: mapSettings } = useSettings()
  const boxRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const markerRef = useRef<L.Marker | null>(null)
  const pickRef = useRef(onPick)
  useEffect(() => {
    pickRef.current = onPick
  }, [onPick])

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const map = L.map(box, { scrollWheelZoom: false, attributionControl: false, zoomControl: false })
    L.control.zoom({ zoomInTitle: t('locations.map.zoomIn'), zoomOutTitle: t('locations.map.zoomOut') }).addTo(map)
    L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map)
    L.tileLayer(mapSettings.tilesUrl, { attribution: mapSettings.attribution, maxZoom: 18 }).addTo(map)
    map.setView(GREECE, 6)
    map.on('click', (event: L.LeafletMouseEvent) => pickRef.current(round(event.latlng.lat), round(event.latlng.lng)))
    mapRef.current = map
    return () => {
      map.remove()
      mapRef.current = null
      markerRef.current = null
    }
  }, [mapSettings, t])

  useEffect(() => {
    const map = mapRef.current
    if (!map || !position) return
    const at = L.latLng(position.latitude, position.longitude)
    if (!markerRef.current) {
      const marker = L.marker(at, { icon: PIN, draggable: true, keyboard: false, title: t('locations.map.pin') }).addTo(map)
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng()
        pickRef.current(round(lat), round(lng))
      })
      markerRef.current = marker
      // No animation: a form saved at once would remove the map mid-zoom.
      map.setView(at, Math.max(map.getZoom(), 10), { animate: false })
    } else markerRef.current.setLatLng(at)
  }, [position, t])

  return <div ref={boxRef} dir="ltr" className="absolute inset-0 z-0" />
}
