import { createTranslator } from 'next-intl';
import { messages as catalogues } from '@/lib/i18n/messages';
import type { AlertLocale, AlertMessage, DeliveryKind, Episode } from './types';

// The words of alert messages in the person's language. Reason names come from the health board's
// catalogue (lib/i18n/messages/*/health.json), so a message says what the board says; the few
// sentences around them are this small table. Every message names the organization, the register
// (name, RNM, address), the reason, since when, and the evidence as absolute links.

const WORDS = {
  en: {
    opened: 'Problem',
    resolved: 'Resolved',
    reminder: 'Still open',
    test: 'Test message',
    digest: 'Daily digest',
    organization: 'Organization',
    register: 'Register',
    address: 'Address',
    reason: 'Reason',
    since: 'Since',
    resolvedAt: 'Resolved at',
    evidence: 'Evidence',
    testText: 'This is a test message from OFD Console. Alerts for this rule will arrive here.',
    open: 'Open problems',
    drives: 'Fiscal drives expiring within 30 days',
    windows: 'Permission windows ending within 30 days',
    none: 'none',
    unknown: 'unknown',
    snoozed: 'Snoozed (no messages until the time shown)',
    snoozedBy: 'snoozed by',
    until: 'until',
  },
  ru: {
    opened: 'Проблема',
    resolved: 'Решено',
    reminder: 'Всё ещё не решено',
    test: 'Проверочное сообщение',
    digest: 'Ежедневная сводка',
    organization: 'Организация',
    register: 'ККТ',
    address: 'Адрес',
    reason: 'Причина',
    since: 'С',
    resolvedAt: 'Решено',
    evidence: 'Подтверждение',
    testText:
      'Это проверочное сообщение OFD Console. Оповещения по этому правилу будут приходить сюда.',
    open: 'Открытые проблемы',
    drives: 'ФН, срок которых истекает в ближайшие 30 дней',
    windows: 'Доступ, который заканчивается в ближайшие 30 дней',
    none: 'нет',
    snoozed: 'Отложенные (без сообщений до указанного времени)',
    snoozedBy: 'отложил(а)',
    until: 'до',
    unknown: 'неизвестно',
  },
} as const;

export function alertWords(locale: AlertLocale) {
  return WORDS[locale];
}

export function reasonName(locale: AlertLocale, code: string): string {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Health.reason' });
  return t(code as 'silent');
}

export const absolute = (appUrl: string, path: string) => `${appUrl.replace(/\/$/, '')}${path}`;

/** One episode's message: opened, reminder or resolved. */
export function episodeMessage(
  kind: Exclude<DeliveryKind, 'digest' | 'test'>,
  episode: Episode,
  locale: AlertLocale,
  appUrl: string,
): AlertMessage {
  const w = WORDS[locale];
  const r = episode.register;
  const reason = reasonName(locale, episode.reason);
  const links = r.evidence.map((path) => absolute(appUrl, path));
  const lines = [
    `${w.organization}: ${r.organizationName}`,
    `${w.register}: ${r.name} (RNM ${episode.rnm})`,
    `${w.address}: ${r.address}`,
    `${w.reason}: ${reason} (${episode.severity})`,
    `${w.since}: ${episode.since ?? episode.openedAt}`,
    ...(kind === 'resolved' && episode.resolvedAt
      ? [`${w.resolvedAt}: ${episode.resolvedAt}`]
      : []),
    `${w.evidence}:`,
    ...links.map((link) => `  ${link}`),
  ];
  return {
    subject: `${w[kind]}: ${reason}, ${r.name} (${r.organizationName})`,
    text: lines.join('\n'),
    data: {
      kind,
      episodeId: episode.id,
      organizationId: episode.organizationId,
      organizationName: r.organizationName,
      rnm: episode.rnm,
      registerName: r.name,
      address: r.address,
      reason: episode.reason,
      severity: episode.severity,
      since: episode.since ?? episode.openedAt,
      resolvedAt: episode.resolvedAt,
      evidence: links,
    },
  };
}

export function testMessage(locale: AlertLocale): AlertMessage {
  const w = WORDS[locale];
  return { subject: `OFD Console: ${w.test}`, text: w.testText, data: { kind: 'test' } };
}
