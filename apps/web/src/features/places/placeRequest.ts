/** What a place's page asks for its address (the server's render asks the same: app/pageData.ts). */
export const placePageRequest = (slug: string) => ({ params: { slug } })
