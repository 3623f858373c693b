import { useEffect, useState } from 'react'

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'] as const
let interacted = false

/**
 * True once the visitor has moved, touched, typed or scrolled on this page load. Heavy extras
 * that are not needed to read the page or start a search (the map) wait for it, so they never
 * weigh on the first paint or the JavaScript budget before interaction (DESIGN.md section 7).
 */
export function useFirstInteraction(): boolean {
  const [done, setDone] = useState(interacted)
  useEffect(() => {
    if (done) return
    const onEvent = () => {
      interacted = true
      setDone(true)
    }
    for (const name of EVENTS) window.addEventListener(name, onEvent, { once: true, passive: true, capture: true })
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, onEvent, { capture: true })
    }
  }, [done])
  return done
}
