import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { TLocation } from '@wheelbase/core/schemas/search'
import type { TMapActions } from './LeafletMap'

const LeafletMap = lazy(() => import('./LeafletMap'))

type Props = { locations: TLocation[]; actions?: TMapActions; label: string; className?: string }

/**
 * The map of locations. Leaflet (and its CSS) loads only when the map scrolls near the screen,
 * so it never weighs on the first paint. The box keeps its size meanwhile (no layout shift).
 */
export function LocationsMap({ locations, actions, label, className = 'h-96' }: Props) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const box = boxRef.current
    if (!box || near) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' })
    observer.observe(box)
    return () => observer.disconnect()
  }, [near])
  return (
    <div ref={boxRef} role="region" aria-label={label} className={`relative overflow-hidden rounded-card bg-[#dfe7ec] shadow-card ${className}`}>
      {near && (
        <Suspense fallback={null}>
          <LeafletMap locations={locations} {...(actions ? { actions } : {})} />
        </Suspense>
      )}
    </div>
  )
}
