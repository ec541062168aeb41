import 'server-only';
import { alertSettingsProblems } from '@/lib/alerts/server/settings';
import { envProblems, type SettingProblem } from '@/lib/env';
import { mirrorSettingsProblems } from '@/lib/mirror/server/config';

// Every setting the app reads, checked at once before the first request (docs/configuration.md,
// "Checked at start"): `npm start` runs this before it builds or serves (check-cli.ts), and the
// server's start-up hook (instrumentation.ts) again before it takes traffic. Each settings module
// keeps its own schema; this only gathers their problems, so that a wrong value stops the start
// with its variable named instead of surfacing later as a bare 500 on every page.

export type { SettingProblem } from '@/lib/env';

/** Every problem with the settings in `source`; none for a good (or default) environment. */
export function checkSettings(source: Record<string, string | undefined>): SettingProblem[] {
  return [
    ...envProblems(source),
    ...alertSettingsProblems(source),
    ...mirrorSettingsProblems(source),
  ];
}
