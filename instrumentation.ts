// Runs once when the server starts (Next's instrumentation hook), before it serves requests.

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installServerHook } = await import('@/lib/security/server-hook');
  installServerHook();
  const { startBackgroundWork } = await import('@/app/_health/background.server');
  startBackgroundWork();
}
