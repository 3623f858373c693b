import type { TSsrState } from '@wheelbase/core/ssr'

/** Dates and numbers by formatter (language and options) and value, as a server's render wrote them (lib/intl.ts). */
export type TWrittenTexts = NonNullable<TSsrState['texts']>

let shipped: TWrittenTexts = {}

/**
 * The browser's side: what the server wrote, shipped with its page, handed over by main.tsx
 * before hydrating. Apart from lib/intl.ts, so that the app's first script does not carry the
 * formatters, which only the pages that show a date or a number load.
 */
export function receiveTexts(texts: TWrittenTexts | undefined): void {
  shipped = texts ?? {}
}

/** The server's text of a value, if its page shipped one. */
export const shippedText = (key: string, value: string): string | undefined => shipped[key]?.[value]
