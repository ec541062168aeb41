// Runs once when the server starts (Next's instrumentation hook), before it serves requests.

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installServerHook } = await import('@/lib/security/server-hook');
  installServerHook();
  // The mirror (docs/mirror.md) runs only when asked for: `npm run dev` with the built-in service
  // never copies anything.
  if (process.env.OFD_MIRROR === 'on') {
    const { startMirror } = await import('@/lib/mirror/server/scheduler');
    await startMirror();
  }
}
