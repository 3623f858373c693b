import './styles.css'

/** The longest the app waits for the first picture once the page is on screen. */
const PICTURE_WAIT_MS = 1_000

/** After the browser has painted what it has (a timer set in the frame runs after its paint). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** The page's first picture (the results' first car: `fetchpriority="high"`) in, or failed, or none. */
function firstPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (!picture || picture.complete) return Promise.resolve()
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true })
    picture.addEventListener('error', () => resolve(), { once: true })
  })
}

/**
 * The page's first script, and its only one before the app. A page the server rendered can be
 * read before any of the app's code runs: on a slow link its styles and first picture come first,
 * then the app (150 KB that only make the page interactive), instead of sharing the link with it.
 * A page the browser renders (an empty root) starts the app at once.
 */
async function whenToStart(): Promise<void> {
  if (!document.getElementById('root')?.hasChildNodes()) return
  await afterPaint()
  await Promise.race([firstPicture(), new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))])
}

// A page opens at its top (spec section 2), a reload too: the browser must not scroll a page the
// server rendered back down before the app starts, which would then load the list's next page.
history.scrollRestoration = 'manual'

void whenToStart().then(() => import('./main'))
