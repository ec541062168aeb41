// The built-in service's public face: what the app that mounts it (app/_service/mount.ts behind
// app/v1 and app/v2, and the first start) may use. The service stands beside the dashboard
// (docs/layout.md): nothing else of the dashboard imports it; the front door's refusals are
// lib/service/refusal.ts, kept apart so that it does not load the store.

export { handle, serviceOffResponse, unavailableResponse } from './handler';
export { getServiceStore } from './instance';
