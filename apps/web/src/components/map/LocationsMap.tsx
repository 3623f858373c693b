import { lazy, Suspense, useRef } from 'react'
import type { TLocation } from '@wheelbase/core/schemas/search'
import { useFirstInteraction } from '../../lib/useFirstInteraction'
import { useNear } from '../../lib/useNear'
import type { TMapActions } from './LeafletMap'

const LeafletMap = lazy(() => import('./LeafletMap'))

type Props = { locations: TLocation[]; actions?: TMapActions; label: string; className?: string; eager?: boolean }

/**
 * The map of locations. Leaflet (and its CSS) loads when the map comes near the screen and,
 * unless the map is the page's main content (`eager`), once the visitor has interacted with the
 * page, so it never weighs on the first paint. The box keeps its size meanwhile (no layout shift).
 */
export function LocationsMap({ locations, actions, label, className = 'h-96', eager = false }: Props) {
  const interacted = useFirstInteraction()
  const boxRef = useRef<HTMLDivElement>(null)
  const near = useNear(boxRef)
  return (
    <div ref={boxRef} role="region" aria-label={label} className={`relative overflow-hidden rounded-card bg-[#dfe7ec] shadow-card ${className}`}>
      {near && (eager || interacted) && (
        <Suspense fallback={null}>
          <LeafletMap locations={locations} {...(actions ? { actions } : {})} />
        </Suspense>
      )}
    </div>
  )
}
