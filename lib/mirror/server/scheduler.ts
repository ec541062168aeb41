import 'server-only';
import { setLocalCopy } from '@/lib/ofd/local-copy';
import { createLocalCopy } from './local-copy';
import { registerMirrorMetrics } from './metrics';
import { getMirror } from './open';
import { connectionSource } from './connection-source';
import { runPass, type PassSource } from './pass';
import type { Upstream } from './upstream';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';

// The mirror in a running app (instrumentation.ts, only with OFD_MIRROR=on): a pass at start,
// then one every OFD_MIRROR_INTERVAL_MINUTES after the previous one ended, so passes never
// overlap. Each connection has passes of its own (docs/mirror-connections.md), so one
// that is away or slow never holds up another. Rejected credentials stop that connection's
// passes: every later call would be rejected too, and the status (GET /api/mirror/status) says so
// until new credentials are configured and the app restarts.

export async function startMirror(): Promise<void> {
  if (peekProcessShared<boolean>('mirror-started')) return;
  setProcessShared('mirror-started', true);
  const mirror = await getMirror();
  registerMirrorMetrics(mirror);
  // From now on the dashboard reads the days the copy holds complete from it (local-copy.ts).
  setLocalCopy(createLocalCopy(mirror.store, mirror.options.mirror));
  const everyMs = mirror.config.intervalMinutes * 60_000;
  const loop = (name: string, source: Upstream | PassSource) => {
    const tick = async () => {
      try {
        const result = await runPass(source, mirror.options);
        if (result.credentialsRejected) {
          console.error(`[ofd-mirror] ${name} rejected the credentials; its syncing stopped`);
          return;
        }
        const failed = result.lines.filter((l) => l.error).length;
        console.info(
          `[ofd-mirror] ${name} pass done: ${result.lines.length} registers, ${failed} failed`,
        );
      } catch (error) {
        console.error(`[ofd-mirror] ${name} pass failed:`, error);
      }
      setTimeout(() => void tick(), everyMs).unref();
    };
    void tick();
  };
  loop('the operator', mirror.upstream);
  for (const other of mirror.others) {
    loop(other.connection.name, connectionSource(other, mirror.options));
  }
}
