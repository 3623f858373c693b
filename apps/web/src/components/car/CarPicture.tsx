import { Icon } from '../icons/Icon'
import { retinaSrcSet } from '../../lib/images'

type Props = { image: string | null; width: number; height: number; iconClassName: string; first?: boolean }

/**
 * A car's picture in its box (its 2× where there is one), or a drawn car when it has none. Lazy,
 * unless it is the page's first (`first`): then fetched at once and first.
 */
export function CarPicture({ image, width, height, iconClassName, first = false }: Props) {
  if (!image) return <Icon name="car-front" className={iconClassName} />
  return (
    <img
      src={image}
      srcSet={retinaSrcSet(image)}
      alt=""
      width={width}
      height={height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      className="fit"
    />
  )
}
