import { defineEndpoint, from } from '../contract'

const feedSchemas = () => import('../schemas/consoleCalendarFeeds')
const tags = ['console']

/**
 * Private calendar feeds (issue 44): a supplier's own cars and fleet, an admin's any supplier's;
 * another supplier's car or feed is 404. The feed itself is public to whoever holds its URL, as
 * calendar apps cannot sign in, and 404 once revoked.
 */
export const listCalendarFeeds = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/calendar-feeds',
  summary: "The live calendar feeds of a car, or of the caller's fleet (an admin names the supplier), without their URLs",
  tags,
  session: 'required',
  resources: ['calendarFeeds'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(feedSchemas, (s) => ({ query: s.ZCalendarFeedScope, response: s.ZCalendarFeeds })),
})

export const createCalendarFeed = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/calendar-feeds',
  summary: "A new secret feed URL for a car or the fleet, shown once; the scope's previous URL stops working",
  tags,
  session: 'required',
  resources: ['calendarFeeds'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(feedSchemas, (s) => ({ body: s.ZCalendarFeedScope, response: s.ZCalendarFeedCreated })),
})

export const revokeCalendarFeed = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/console/calendar-feeds/:id',
  summary: 'Revoke a feed: its URL answers 404 from now on',
  tags,
  session: 'required',
  resources: ['calendarFeeds'],
  roles: ['supplier', 'admin'],
  schemas: /* @__PURE__ */ from(feedSchemas, (s) => ({ params: s.ZCalendarFeedParams, response: s.ZCalendarFeedRevoked })),
})

export const calendarFeed = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/calendar-feeds/:file',
  summary: "A feed's bookings and blocks as iCalendar (text/calendar), for whoever holds its secret URL; 404 once revoked",
  tags,
  session: 'optional',
  resources: ['calendarFeeds'],
  produces: 'text/calendar',
  schemas: /* @__PURE__ */ from(feedSchemas, (s) => ({ params: s.ZCalendarFeedFile, response: s.ZCalendarFile })),
})
