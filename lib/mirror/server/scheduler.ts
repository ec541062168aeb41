import 'server-only';
import { setLocalCopy } from '@/lib/ofd/local-copy';
import { createLocalCopy } from './local-copy';
import { registerMirrorMetrics } from './metrics';
import { getMirror } from './open';
import { runPass } from './pass';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';

// The mirror in a running app (instrumentation.ts, only with OFD_MIRROR=on): a pass at start,
// then one every OFD_MIRROR_INTERVAL_MINUTES after the previous one ended, so passes never
// overlap. Rejected credentials stop it: every later call would be rejected too, and the status
// (GET /api/mirror/status) says so until new credentials are configured and the app restarts.

export async function startMirror(): Promise<void> {
  if (peekProcessShared<boolean>('mirror-started')) return;
  setProcessShared('mirror-started', true);
  const mirror = await getMirror();
  registerMirrorMetrics(mirror);
  // From now on the dashboard reads the days the copy holds complete from it (local-copy.ts).
  setLocalCopy(createLocalCopy(mirror.store, mirror.options.mirror));
  const everyMs = mirror.config.intervalMinutes * 60_000;
  const tick = async () => {
    try {
      const result = await runPass(mirror.upstream, mirror.options);
      if (result.credentialsRejected) {
        console.error('[ofd-mirror] the operator rejected the credentials; syncing stopped');
        return;
      }
      const failed = result.lines.filter((l) => l.error).length;
      console.info(`[ofd-mirror] pass done: ${result.lines.length} registers, ${failed} failed`);
    } catch (error) {
      console.error('[ofd-mirror] pass failed:', error);
    }
    setTimeout(() => void tick(), everyMs).unref();
  };
  void tick();
}
