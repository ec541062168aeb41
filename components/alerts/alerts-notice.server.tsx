import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';

// The notice a /settings/alerts form leaves in the URL after it reloads the page.

const NOTICES = [
  'deleted',
  'test-sent',
  'test-failed',
  'evaluated',
  'language',
  // A delete or test the service refused (components/alerts/action-refusal.server.ts).
  'refused-not-found',
  'refused-not-allowed',
  'refused-too-many',
  'refused-invalid',
] as const;
type Notice = (typeof NOTICES)[number];

export async function AlertsNotice({ notice, recorded }: { notice?: string; recorded?: string }) {
  const t = await getTranslations('Alerts.notice');
  if (!notice || !(NOTICES as readonly string[]).includes(notice)) return null;
  const count = Number.parseInt(recorded ?? '0', 10);
  return (
    <Alert
      tone={notice === 'test-failed' || notice.startsWith('refused-') ? 'danger' : 'success'}
      role="status"
    >
      {t(notice as Notice, { recorded: Number.isFinite(count) ? count : 0 })}
    </Alert>
  );
}
