import { defineEndpoint, from } from '../contract'

/**
 * Endpoints of a test server only (TEST_CLOCK=true, refused in production): they are not in
 * ALL_ENDPOINTS, the API a deployment serves, and a deployment answers 404 for them.
 */
export const setTestClock = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/test/clock',
  summary: 'Test servers only: move the clock (to pass a drop-off) and run the periodic sweep at once',
  tags: ['testing'],
  session: 'optional',
  resources: ['bookings', 'reviews'],
  schemas: /* @__PURE__ */ from(
    () => import('../schemas/testing'),
    (s) => ({ body: s.ZTestClockBody, response: s.ZTestClock }),
  ),
})
