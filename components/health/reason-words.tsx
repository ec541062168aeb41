import { useLocale, useTranslations } from 'next-intl';
import { formatLocalDate, formatLocalDateTime } from '@/lib/ofd/format';
import type { Reason } from '@/lib/health/types';

/** A time of the model: the register's wall clock as written, or a UTC instant marked as such. */
export function useHealthTime() {
  const locale = useLocale();
  return (value: string) =>
    value.endsWith('Z')
      ? `${formatLocalDateTime(value.slice(0, 19), locale, false)} UTC`
      : formatLocalDateTime(value, locale, false);
}

/** What a reason means for this register, in a sentence. */
export function ReasonWords({ reason }: { reason: Reason }) {
  const t = useTranslations('Health');
  const locale = useLocale();
  const at = useHealthTime();
  const day = (value: string) => formatLocalDate(value, locale);
  switch (reason.code) {
    case 'silent': {
      const { hours, lastReceivedUtc } = reason.detail;
      // Two days and more read better in days. With no document read and no last document named
      // by the operator, the hours are counted from the first day read: a lower bound.
      const atLeast = lastReceivedUtc === null && !reason.since;
      const values = { unit: hours >= 48 ? 'days' : 'hours', hours, days: Math.floor(hours / 24) };
      return <>{t(atLeast ? 'words.silentAtLeast' : 'words.silent', values)}</>;
    }
    case 'untransmitted':
      return (
        <>
          {t('words.untransmitted', { count: reason.detail.count })}{' '}
          {reason.detail.oldest
            ? t('words.untransmittedOldest', { oldest: at(reason.detail.oldest) })
            : null}
        </>
      );
    case 'transmission-delay': {
      const d = reason.detail;
      return (
        <>
          {t('words.transmission-delay', {
            median: d.medianMinutes,
            worst: d.worstMinutes,
            documents: d.documents,
            from: at(d.from),
            to: at(d.to),
          })}
        </>
      );
    }
    case 'drive-flag':
      return (
        <>
          {t('words.drive-flag', {
            flags: reason.detail.flags.map((f) => t(`flags.${f}`)).join('; '),
          })}
        </>
      );
    case 'drive-expiring': {
      const d = reason.detail;
      const values = {
        drive: d.drive,
        validUntil: day(d.validUntil),
        registeredAt: day(d.registeredAt),
        months: d.termMonths,
        days: d.daysLeft,
      };
      return <>{t(d.daysLeft < 0 ? 'words.drive-expired' : 'words.drive-expiring', values)}</>;
    }
    case 'shift-too-long':
      return (
        <>
          {t('words.shift-too-long', {
            shift: reason.detail.shiftNumber,
            hours: reason.detail.hours,
          })}
        </>
      );
    case 'fd-gap':
      return (
        <>{t('words.fd-gap', { missing: reason.detail.missing, drive: reason.detail.drive })}</>
      );
    case 'window-ended':
      return <>{t('words.window-ended', { to: at(reason.detail.permissionTo) })}</>;
    case 'window-ending':
      return (
        <>
          {t('words.window-ending', {
            to: at(reason.detail.permissionTo),
            days: reason.detail.days,
          })}
        </>
      );
    case 'window-not-started':
      return (
        <>
          {t('words.window-not-started', {
            from: at(reason.detail.permissionFrom),
            days: reason.detail.days,
          })}
        </>
      );
  }
}
