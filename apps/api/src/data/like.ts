/** A LIKE/ILIKE pattern that finds `text` anywhere, its own %, _ and \ matched as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
