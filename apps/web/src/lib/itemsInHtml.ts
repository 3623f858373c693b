/**
 * Items shown only as HTML (record 0139). A results page's first fifteen cars are in its markup;
 * sending them again as data for hydration doubled its weight, and hydrating fifteen cards was
 * most of a phone's work before the page answered a tap. So the server ships the first page of
 * such a list without its items (`itemsInHtml` says how many the markup holds), and the browser
 * keeps that markup as it is, inert until something needs the cars as data: a card's disclosure,
 * the next page, new criteria. Then the page's items are asked once and React renders the list.
 */
export type TItemsInHtml = { items: readonly unknown[]; itemsInHtml?: number }

/**
 * The markup of each island the server rendered, read before React takes the page over
 * (main.tsx), with what it was rendered with besides its data (the display currency).
 */
const islands = new Map<string, { html: string; renderedWith: string }>()

export function captureIslands(root: ParentNode, renderedWith: string): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]'))
    islands.set(element.dataset.island ?? '', { html: element.innerHTML, renderedWith })
}

/** The server's markup of an island, unless what it was rendered with has changed since (a currency chosen meanwhile). */
export function islandHtml(name: string, renderedWith: string): string | undefined {
  const island = islands.get(name)
  return island?.renderedWith === renderedWith ? island.html : undefined
}

/** What prices are shown in: an island's markup holds them. */
export const pricesShownIn = ({ chosen, rate }: { chosen: string; rate: { currency: string } | null }): string => `${chosen}:${rate?.currency ?? ''}`
