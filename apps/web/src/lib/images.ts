/**
 * The 2× variant of a picture we stored as WebP (`x.webp` has `x@2x.webp` beside it), for
 * `srcSet`; other pictures (the demo drawings, which are SVG) have none.
 */
export function retinaSrcSet(url: string): string | undefined {
  return /^\/uploads\/(cars|logos|locations)\/[^/]+\.webp$/.test(url) && !url.endsWith('@2x.webp')
    ? `${url} 1x, ${url.replace(/\.webp$/, '@2x.webp')} 2x`
    : undefined
}
