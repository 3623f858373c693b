/**
 * What crawlers are asked (record 0141): everything but the API and the staff's console, and
 * where the sitemap is. Private pages stay crawlable so that their `noindex` is read: a page a
 * crawler may not fetch can still be listed by its address alone.
 */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /console', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n')
}
