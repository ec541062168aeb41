import type { MirrorStore } from './mirror-types';
import { PostgresStore } from './postgres';
import { postgresMirror } from './postgres-mirror';
import { SqliteStore } from './sqlite';
import { sqliteMirror } from './sqlite-mirror';
import type { Store } from './types';
import { processShared } from '@/lib/process/shared';

// The mirror's view of a store, for whichever engine it is (docs/mirror.md). Kept beside the
// Store interface rather than in it: only the mirror writes cursors and statuses.

const views = processShared('service.mirror-views', () => new WeakMap<Store, MirrorStore>());

export function mirrorStoreOf(store: Store): MirrorStore {
  let view = views.get(store);
  if (!view) {
    if (store instanceof SqliteStore) view = sqliteMirror(store);
    else if (store instanceof PostgresStore) view = postgresMirror(store);
    else throw new TypeError('the mirror needs a SQLite or PostgreSQL store');
    views.set(store, view);
  }
  return view;
}
