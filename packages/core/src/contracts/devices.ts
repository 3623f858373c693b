import { defineEndpoint, from } from '../contract'

/**
 * The signed-in devices of the caller's own account (issue 46). Ending a session signs that device
 * out and closes its live streams, as sign-out does; another account's session is 404.
 */
const devices = () => import('../schemas/devices')
const tags = ['accounts']

export const listDevices = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/devices',
  summary: "The caller's signed-in devices, the last seen first; `current` marks this one",
  tags,
  session: 'required',
  resources: ['devices'],
  schemas: /* @__PURE__ */ from(devices, (s) => ({ response: s.ZDevices })),
})

export const endDevice = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/devices/:id',
  summary: 'Sign one device out: its session ends and its live streams close (this one: as sign-out)',
  tags,
  session: 'required',
  resources: ['devices'],
  schemas: /* @__PURE__ */ from(devices, (s) => ({ params: s.ZDeviceParams, response: s.ZDevicesEnded })),
})

export const endOtherDevices = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/devices/end-others',
  summary: 'Sign every other device out, keeping this one',
  tags,
  session: 'required',
  resources: ['devices'],
  schemas: /* @__PURE__ */ from(devices, (s) => ({ response: s.ZDevicesEnded })),
})
