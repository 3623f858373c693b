/** Text made safe inside HTML, in an element or a quoted attribute: the five significant characters as numeric references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
