import { SCORE_MAX, SCORE_MIN } from '@wheelbase/core/reviews'
import type { TPlacePage } from '@wheelbase/core/schemas/placePage'

/**
 * The page's structured data (schema.org): the place with its coordinates, each supplier there as
 * an AutoRental located at it (with its AggregateRating once it has one), and car hire there as a
 * service whose AggregateOffer spans the "from" prices (the base currency, in units).
 */
export function placeJsonLd({ place, prices, suppliers }: TPlacePage, { title, currency }: { title: string; currency: string }) {
  // Addresses relative to the page's own (JSON-LD resolves them against it): the server's render knows no host.
  const placeId = `/car-hire/${place.slug}#place`
  const scale = { bestRating: SCORE_MAX, worstRating: SCORE_MIN }
  const totals = prices.map((p) => p.totalPrice / 100)
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Place',
        '@id': placeId,
        name: place.name,
        ...(place.address ? { address: place.address } : {}),
        geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
      },
      ...suppliers.map((supplier) => ({
        '@type': 'AutoRental',
        name: supplier.fullName,
        url: `/suppliers/${supplier.slug}`,
        location: { '@id': placeId },
        ...(supplier.rating.score !== null
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: supplier.rating.score, ratingCount: supplier.rating.count, ...scale } }
          : {}),
      })),
      ...(totals.length
        ? [
            {
              '@type': 'Service',
              name: title,
              serviceType: 'Car rental',
              areaServed: { '@id': placeId },
              offers: {
                '@type': 'AggregateOffer',
                priceCurrency: currency,
                lowPrice: Math.min(...totals),
                highPrice: Math.max(...totals),
                offerCount: totals.length,
              },
            },
          ]
        : []),
    ],
  }
}
