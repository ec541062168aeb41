// The built-in service's public face: what the app that mounts it (app/_service/mount.ts behind
// app/v1 and app/v2, and the first start) may use. The service stands beside the dashboard
// (docs/layout.md): nothing else of the dashboard imports it; the front door's refusals are
// lib/service/refusal.ts, kept apart so that it does not load the store.

export { handle, serviceOffResponse, unavailableResponse } from './handler';
export { getServiceStore } from './instance';

// What the mirror (lib/mirror/server) uses: it copies a real operator into the service's store and
// serves the copy through the service's handler, acting as its own principal.
export { handleAs } from './handler';
export { IngestError, toIngestDocument } from './ingest';
export { MIRROR_PRINCIPAL } from './store/mirror-ddl';
export { mirrorStoreOf } from './store/mirror-store';
export { openStore } from './store/open';
export type {
  MirrorRegister,
  MirrorCursor,
  MirrorRegistry,
  MirrorState,
  MirrorStatus,
  MirrorStore,
  MirrorUnreadable,
} from './store/mirror-types';
export type { IngestDocument, IngestOutcome, Store } from './store/types';
