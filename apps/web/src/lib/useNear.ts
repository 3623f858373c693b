import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether a box has come within `margin` of the screen (once true, it stays true): what is below
 * the fold loads when the reader nears it, not with the page's first download.
 */
export function useNear(box: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element || near) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [box, margin, near])
  return near
}
