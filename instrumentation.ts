// Runs once when the server starts (Next's instrumentation hook), before it serves requests.

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Every setting, before anything uses one (docs/configuration.md, "Checked at start"): a wrong
  // one would otherwise make this hook throw and the server answer every request, sign-in
  // included, with a bare 500. In production the process ends instead; in development it stays
  // up for the fix, and GET /api/health/ready names the settings that could not be applied.
  const { checkAddressesAtStart, checkSettingsAtStart } = await import('@/lib/settings/at-start');
  if (!checkSettingsAtStart() || !(await checkAddressesAtStart())) return;
  const { installServerHook } = await import('@/lib/security/server-hook');
  const { serviceRefusal } = await import('@/lib/service/refusal');
  installServerHook(serviceRefusal);
  // The demo world is made now, so the first page does not wait for it (app/_service/first-start.ts).
  const { prepareFirstStart } = await import('@/app/_service/first-start');
  await prepareFirstStart();
  const { startBackgroundWork } = await import('@/app/_instance/background.server');
  startBackgroundWork();
  // Alerts are evaluated inside the app (docs/alerts.md); one instance at a time works.
  const { startAlertTimer } = await import('@/lib/alerts/server/timer');
  startAlertTimer();
  // The mirror (docs/mirror.md) runs only when asked for: `npm run dev` with the built-in service
  // never copies anything.
  if (process.env.OFD_MIRROR === 'on') {
    const { startMirror } = await import('@/lib/mirror/server/scheduler');
    await startMirror();
  }
}
