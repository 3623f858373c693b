import AxeBuilder from '@axe-core/playwright'
import { test, type Locator, type Page } from '@playwright/test'

/**
 * Contrast, as WCAG computes it, for the browser tests of issue 29: the text's (axe's
 * color-contrast rule) and the focus indicator's (1.4.11 non-text contrast, 2.4.13 focus
 * appearance: 3:1 against what it is drawn on).
 */

/** An sRGB colour as the browser paints it: red, green, blue 0–255 and alpha 0–1. */
export type Rgba = [number, number, number, number]
type Rgb = [number, number, number]

/** WCAG's relative luminance. */
export function luminance([r, g, b]: Rgb | Rgba): number {
  const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG's contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(x: Rgb | Rgba, y: Rgb | Rgba): number {
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Colours laid over each other, the top one first, on white: what the eye gets. */
export function flatten(layers: Rgba[], under: Rgb = [255, 255, 255]): Rgb {
  return layers.reduceRight<Rgb>((below, [r, g, b, a]) => [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)], under)
}

/** A box that draws a focus indicator: its rings of 2 px or more, and what they are drawn on. */
export type Drawn = {
  /** The box, for messages: tag, role, classes, text. */
  name: string
  outline: string
  outlineWidth: number
  /** The colours of its rings (the outline, then box-shadow rings), as painted. */
  rings: Rgba[]
  /** For each ring, whether it is drawn inside the box (an inset shadow): then on the box's own background. */
  inside: boolean[]
  /** The backgrounds under the box, its parent's first, up to the first opaque one. */
  around: Rgba[]
  /** The backgrounds of the box itself and under it. */
  within: Rgba[]
  /** A background image or gradient among them: the colours are not the whole story. */
  image: boolean
}

/** A focused control: whether the browser shows its focus, and the boxes whose look changed to show it. */
export type Focused = { name: string; kind: string; focusVisible: boolean; hidden: boolean; drawn: Drawn[] }

/** An empty field's placeholder: its colour and the field's backgrounds. */
export type Placeholder = { name: string; colour: Rgba; within: Rgba[]; image: boolean }

/**
 * In the page: focuses each control (as a keyboard would, `focusVisible`) and records the boxes
 * that drew a ring for it: the control itself, or an ancestor (`:has(:focus-visible)`,
 * `focus-within`), or, for a visually hidden input, a box of its label (React Aria's
 * `data-focus-visible`). With `only`, records that element, focused already, as it is now.
 * Controls that look alike (same tag, role, classes and backgrounds) are checked once.
 */
function inPage(only: Element | null): Promise<{ controls: Focused[]; placeholders: Placeholder[] }> {
  const context = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true })
  // A colour of any CSS syntax (oklch, color-mix, …) as the browser paints it, in sRGB.
  const paint = (css: string): Rgba => {
    if (!context) return [0, 0, 0, 0]
    context.clearRect(0, 0, 1, 1)
    context.fillStyle = '#0000'
    context.fillStyle = css
    context.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
    return [r, g, b, a / 255]
  }
  const name = (el: Element) => {
    const role = el.getAttribute('role')
    const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? ''
    const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 5).join('.')
    return `<${el.localName}${role ? ` role=${role}` : ''}${el instanceof HTMLInputElement ? ` type=${el.type}` : ''}>${classes ? `.${classes}` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 30)}"`
  }
  /** Backgrounds from `from` up to the first opaque one. */
  const backgrounds = (from: Element | null) => {
    const layers: Rgba[] = []
    let image = false
    for (let node = from; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.backgroundImage !== 'none') image = true
      const colour = paint(style.backgroundColor)
      if (colour[3] > 0) layers.push(colour)
      if (colour[3] >= 1) break
    }
    return { layers, image }
  }
  const signature = (el: Element) => {
    const style = getComputedStyle(el)
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset} | ${style.boxShadow}`
  }
  // "rgb(250, 173, 67) 0px 0px 0px 3px", one per comma outside parentheses: a ring is a shadow with no offset, no blur, a spread.
  const shadowRings = (boxShadow: string) =>
    boxShadow === 'none'
      ? []
      : boxShadow.split(/,(?![^(]*\))/).flatMap((shadow) => {
          const colour = /(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)|#\w+/.exec(shadow)?.[0] ?? ''
          const lengths = shadow
            .replace(colour, '')
            .trim()
            .split(/\s+/)
            .filter((part) => part !== 'inset')
            .map(parseFloat)
          const [x = 0, y = 0, blur = 0, spread = 0] = lengths
          return x === 0 && y === 0 && blur === 0 && spread >= 2 && colour ? [{ colour, inset: /\binset\b/.test(shadow) }] : []
        })
  const drawnBy = (el: Element): Drawn => {
    const style = getComputedStyle(el)
    const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth)
    const offset = parseFloat(style.outlineOffset)
    const shadows = shadowRings(style.boxShadow)
    const rings = [...(outlineWidth >= 2 ? [{ colour: style.outlineColor, inset: offset < 0 && -offset >= outlineWidth }] : []), ...shadows].filter(
      (ring) => paint(ring.colour)[3] > 0,
    )
    const around = backgrounds(el.parentElement)
    const within = backgrounds(el)
    return {
      name: name(el),
      outline: style.outlineColor,
      outlineWidth,
      rings: rings.map((ring) => paint(ring.colour)),
      inside: rings.map((ring) => ring.inset),
      around: around.layers,
      within: within.layers,
      image: rings.some((ring) => ring.inset) ? within.image : around.image,
    }
  }
  const visuallyHidden = (el: Element) => {
    const rect = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return (rect.width <= 1 && rect.height <= 1) || style.clip !== 'auto' || /inset\(50%/.test(style.clipPath)
  }
  /** The boxes that may draw the control's ring: itself, a few ancestors and, if it is hidden, the visible box around it and what that holds. */
  const candidates = (el: Element) => {
    const boxes = new Set<Element>([el])
    let box: Element | null = el
    for (let up = 0; up < 4 && box.parentElement; up++) boxes.add((box = box.parentElement))
    if (visuallyHidden(el)) {
      let shown: Element | null = el.parentElement
      while (shown && visuallyHidden(shown)) shown = shown.parentElement
      if (shown) for (const inner of shown.querySelectorAll('*')) boxes.add(inner)
    }
    return [...boxes]
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const finishTransitions = () => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
  }
  const recordOf = (el: Element, drawers: Element[]): Focused => ({
    name: name(el),
    kind: `${el.localName}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}${el instanceof HTMLInputElement ? `[type=${el.type}]` : ''}`,
    focusVisible: el.matches(':focus-visible'),
    hidden: visuallyHidden(el),
    drawn: drawers.map(drawnBy),
  })

  if (only) return Promise.resolve({ controls: [recordOf(only, [only])], placeholders: [] })

  // Placeholders first, while the fields are as the page left them (axe does not read ::placeholder).
  const placeholders = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')]
    .filter(
      (field) =>
        field.placeholder.trim() && !field.value && !field.disabled && field.checkVisibility({ visibilityProperty: true }) && !visuallyHidden(field),
    )
    .map((field) => {
      const { layers, image } = backgrounds(field)
      return { name: name(field), colour: paint(getComputedStyle(field, '::placeholder').color), within: layers, image }
    })

  return (async () => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], area[href], button, input:not([type=hidden]), select, textarea, summary, iframe, [tabindex], [contenteditable=""], [contenteditable=true]',
      ),
    ].filter((el) => el.tabIndex >= 0 && !el.matches(':disabled') && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }))
    const seen = new Set<string>()
    const records: Focused[] = []
    for (const el of controls) {
      if (!el.isConnected) continue
      const look = `${el.localName} ${el.getAttribute('role')} ${el.getAttribute('type')} ${el.getAttribute('class')} ${el.parentElement?.getAttribute('class')} ${JSON.stringify(backgrounds(el).layers)}`
      if (seen.has(look)) continue
      seen.add(look)
      ;(document.activeElement as HTMLElement | null)?.blur()
      await settle()
      finishTransitions()
      const boxes = candidates(el)
      const before = new Map(boxes.map((box) => [box, signature(box)]))
      el.focus({ preventScroll: true, focusVisible: true })
      await settle()
      finishTransitions()
      if (document.activeElement !== el) continue // it handed focus on (a wrapper to its input): that one is checked itself
      const drawers = boxes.filter((box) => before.get(box) !== signature(box) && drawnBy(box).rings.length > 0)
      records.push(recordOf(el, drawers))
    }
    ;(document.activeElement as HTMLElement | null)?.blur()
    return { controls: records, placeholders }
  })()
}

/** The contrast of each of a box's rings with what it is drawn on, and of its two rings with each other. */
export function ringContrasts(drawn: Drawn): { contrasts: number[]; between: number } {
  const contrasts = drawn.rings.map((ring, i) => {
    const behind = flatten(drawn.inside[i] ? drawn.within : drawn.around)
    return contrastRatio(flatten([ring], behind), behind)
  })
  const [first, second] = drawn.rings
  return { contrasts, between: first && second ? contrastRatio(flatten([first]), flatten([second])) : 0 }
}

/** What is wrong with a control's focus indicator: none, or why it does not stand out by 3:1. */
export function indicatorProblem(focused: Focused): string | undefined {
  if (!focused.focusVisible) return `${focused.name}: the browser does not show its focus (:focus-visible)`
  if (!focused.drawn.length) return `${focused.name}: no focus indicator of 2 px or more appears${focused.hidden ? ' (it is visually hidden)' : ''}`
  const standsOut = focused.drawn.some((drawn) => {
    const { contrasts, between } = ringContrasts(drawn)
    // On a picture the colours behind are not known: two rings that differ by 3:1 show on any of it.
    return Math.max(0, ...contrasts) >= 3 && (!drawn.image || between >= 3)
  })
  if (standsOut) return undefined
  const detail = focused.drawn.map((drawn) => {
    const { contrasts } = ringContrasts(drawn)
    const around = flatten(drawn.around).map(Math.round).join(',')
    return `${drawn.name} rings ${drawn.rings.map((ring, i) => `rgba(${ring.join(',')}) ${(contrasts[i] ?? 0).toFixed(2)}:1`).join(', ')} on rgb(${around})${drawn.image ? ' and an image' : ''}`
  })
  return `${focused.name}: focus indicator under 3:1: ${detail.join('; ')}`
}

/** A placeholder under 4.5:1 on its field (WCAG 1.4.3: it is text), or none. */
export function placeholderProblem(placeholder: Placeholder): string | undefined {
  const field = flatten(placeholder.within)
  const ratio = contrastRatio(flatten([placeholder.colour], field), field)
  if (ratio >= 4.5 && !placeholder.image) return undefined
  return `${placeholder.name}: placeholder rgba(${placeholder.colour.join(',')}) ${ratio.toFixed(2)}:1 on rgb(${field.map(Math.round).join(',')})${placeholder.image ? ' and an image' : ''}`
}

/**
 * Lists, on the page as it is, the placeholders under 4.5:1, then focuses every kind of control
 * in turn and lists those whose focus indicator stands out by less than 3:1.
 */
export async function focusAndPlaceholderProblems(page: Page, where: string): Promise<string[]> {
  const { controls, placeholders } = await page.evaluate(inPage, null)
  if (!controls.length) return [`${where}: no control to focus`]
  return [...placeholders.map(placeholderProblem), ...controls.map(indicatorProblem)].flatMap((problem) => (problem ? [`${where}: ${problem}`] : []))
}

export type Ring = {
  outline: string
  outlineWidth: number
  behind: Rgb
  contrasts: number[]
  between: number
  focusVisible: boolean
}

/** The focused element's own rings (its outline, its box-shadow rings) and their contrast with what lies behind it. */
export async function ringOf(target: Locator): Promise<Ring> {
  const {
    controls: [record],
  } = await target.evaluate(inPage)
  const drawn = record?.drawn[0]
  if (!record || !drawn) throw new Error('no element to read a ring of')
  return {
    outline: drawn.outline,
    outlineWidth: drawn.outlineWidth,
    behind: flatten(drawn.around),
    ...ringContrasts(drawn),
    focusVisible: record.focusVisible,
  }
}

/** axe's color-contrast rule on the page as it is: every violation (whatever its impact), one line per element. */
export async function textContrastProblems(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  // What axe could not decide (text on a gradient or a picture) is noted on the test, to be looked at.
  for (const node of results.incomplete.flatMap((result) => result.nodes))
    test.info().annotations.push({
      type: 'contrast not decided',
      description: `${where}: ${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`,
    })
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${where}: ${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')} ${node.html.slice(0, 120)}`,
    ),
  )
}
