import 'server-only';
import { forbidden, notFound } from 'next/navigation';
import { logEvent } from '@/lib/log';
import { requestViewer, type Viewer } from './viewer';

// The one gate of everything for administrators only, called first, before anything is read.
// A layout does not guard its pages: Next renders a segment's layout and page in parallel, so a
// page that loaded data beside a layout that answered not-found still sent that data in its RSC
// payload (docs/people.md, "Where it is enforced"). Each admin page and action therefore asks here
// itself, and only then reads.

/**
 * For an admin page: the administrator; anyone else signed in gets 403 and the page that says
 * which role may open it (app/forbidden.tsx): "not found" made support staff think the link was
 * mistyped. Nobody signed in: not found (the front door sends them to sign in before this).
 */
export async function adminPageViewer(): Promise<Viewer> {
  const viewer = await requestViewer();
  if (!viewer) notFound();
  if (viewer.role !== 'admin') forbidden();
  return viewer;
}

/**
 * For an admin server action: the administrator, or 403. A refusal is someone's mistake or probe,
 * not our failure: one structured warning, never an error with a stack (`forbidden()` is an
 * access interrupt, which Next answers without logging).
 */
export async function adminActionViewer(action: string): Promise<Viewer> {
  const viewer = await requestViewer();
  if (viewer?.role === 'admin') return viewer;
  logEvent('warn', 'server-action-refused', {
    action,
    role: viewer?.role ?? 'anonymous',
    personId: viewer?.id,
  });
  forbidden();
}
