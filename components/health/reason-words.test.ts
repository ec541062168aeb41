import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Reason } from '@/lib/health/types';
import { messages } from '@/lib/i18n/messages';
import { ReasonWords } from './reason-words';

// How long a register has been silent, as a person reads it: hours under two days, days after; and
// "at least" when nothing was read and the operator names no last document (the hours then count
// from the first day read, a lower bound).

function words(reason: Reason<'silent'>, locale: 'ru' | 'en' = 'ru') {
  const intl: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    messages: messages[locale],
    timeZone: 'UTC',
    children: createElement(ReasonWords, { reason }),
  };
  return renderToStaticMarkup(createElement(NextIntlClientProvider, intl));
}

const silent = (hours: number, lastReceivedUtc: string | null, since: string | null) =>
  ({
    code: 'silent',
    severity: 'critical',
    since,
    detail: { lastDocument: null, lastReceivedUtc, hours },
  }) as Reason<'silent'>;

describe('the words of a silence', () => {
  it('counts hours under two days and days from then on', () => {
    const at = '2026-11-25T10:00:00Z';
    expect(words(silent(26, at, at))).toBe('Ни один документ не поступал оператору 26 часов.');
    expect(words(silent(47, at, at), 'en')).toBe(
      'No document has reached the operator for 47 hours.',
    );
    expect(words(silent(50, at, at))).toBe('Ни один документ не поступал оператору 2 дня.');
    expect(words(silent(72_386, at, at), 'en')).toBe(
      'No document has reached the operator for 3,016 days.',
    );
  });

  it('says "at least" when the last document is known neither from the days read nor the operator', () => {
    expect(words(silent(50, null, null))).toMatch(
      /^Ни один документ не поступал оператору по меньшей мере 2 дня: /,
    );
    // The operator's record named the last document: the count is exact.
    expect(words(silent(50, null, '2026-11-25T10:00:00'))).toBe(
      'Ни один документ не поступал оператору 2 дня.',
    );
  });
});
