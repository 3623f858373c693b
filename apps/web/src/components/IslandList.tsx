import { useContext, type ComponentProps, type MouseEvent } from 'react'
import { FollowContext, followsInApp } from './AppLink'
import { useBasePath } from '../lib/basePath'
import { splitLanguagePath } from '@wheelbase/core/languagePaths'

type TIslandProps = Omit<ComponentProps<'ul'>, 'children' | 'dangerouslySetInnerHTML' | 'onClick'> & {
  name: string
  html: string
  /** A button marked `data-act` inside it was pressed: the items are needed as data. */
  onAct: (button: HTMLButtonElement) => void
}

/**
 * The server's markup of a list, kept as it is: React neither hydrates nor re-creates it. Its
 * links still navigate in the app, and a press on one of its buttons asks for the items.
 */
export function IslandList({ name, html, onAct, ...rest }: TIslandProps) {
  const follow = useContext(FollowContext)
  const base = useBasePath()
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const target = event.target as Element
    const button = target.closest<HTMLButtonElement>('button[data-act]')
    if (button) return onAct(button)
    const link = target.closest('a')
    const href = link?.getAttribute('href')
    if (!link || !href?.startsWith('/') || !follow || !followsInApp(event, link)) return
    event.preventDefault()
    // The markup's links carry the address's language; the router adds it again.
    follow(base ? splitLanguagePath(href).rest : href)
  }
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the clicks of its own links and buttons, which the keyboard presses too
  return <ul {...rest} data-island={name} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
}
