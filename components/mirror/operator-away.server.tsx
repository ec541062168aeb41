import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { freshness, type Freshness } from '@/lib/mirror/server/freshness';
import { formatLocalDate } from '@/lib/ofd/format';
import { AwayAlert } from './away-alert';
import { ClockTime } from './clock-time';

// While the operator is away every page is read from the mirror's copy (docs/mirror.md, "While
// the operator is away"), and says so instead of an error: "data as of 14:05, the operator is
// unavailable", the last sync of what the page shows, from which day a register's copy holds
// documents, and whether some days of it are short. Put it where the page's data has been read
// (inside its prefetch), so that the call that found the operator away has been made.

export async function OperatorAwayNotice(props: { orgId?: string; rnm?: string }) {
  const { away } = await freshness(props);
  return away ? <OperatorAway away={away} /> : null;
}

export async function OperatorAway({ away }: { away: NonNullable<Freshness['away']> }) {
  const t = await getTranslations('Mirror.away');
  const locale = await getLocale();
  const time = away.lastSyncUtc;
  const notes = [
    away.heldFrom ? t('heldFrom', { date: formatLocalDate(away.heldFrom, locale) }) : null,
    away.incomplete ? t('incomplete') : null,
  ].filter(Boolean);
  return (
    <AwayAlert
      title={time ? t.rich('title', { time: () => <ClockTime utc={time} /> }) : t('titleNoCopy')}
    >
      {notes.length > 0 ? notes.join(' ') : null}
    </AwayAlert>
  );
}
