// Runs once when the server starts (Next's instrumentation hook), before it serves requests.

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installServerHook } = await import('@/lib/security/server-hook');
  installServerHook();
  // Alerts are evaluated inside the app (docs/alerts.md); one instance at a time works.
  const { startAlertTimer } = await import('@/lib/alerts/server/timer');
  startAlertTimer();
}
