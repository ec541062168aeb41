import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DocumentsPage } from '@/lib/documents/contract';
import { messages } from '@/lib/i18n/messages';
import { AwayNoticeShown } from '@/components/mirror/away-notice-shown';
import { CopyAsOfNotice } from './copy-as-of-notice';

// A day of documents answered from the copy while the operator is away says how fresh it is from
// the answer itself, unless the page's server render already said so.

const AS_OF = '2026-03-10T11:05:00Z';

function render(page: Partial<DocumentsPage> | undefined, shownByServer?: boolean) {
  let notice: ReactNode = createElement(CopyAsOfNotice, { page: page as DocumentsPage });
  if (shownByServer !== undefined) {
    const shown: ComponentProps<typeof AwayNoticeShown> = {
      shown: shownByServer,
      children: notice,
    };
    notice = createElement(AwayNoticeShown, shown);
  }
  const intl: ComponentProps<typeof NextIntlClientProvider> = {
    locale: 'ru',
    messages: messages.ru,
    timeZone: 'UTC',
    children: notice,
  };
  return renderToStaticMarkup(createElement(NextIntlClientProvider, intl));
}

describe('CopyAsOfNotice', () => {
  it("says the copy's time and that the operator is unavailable, from the answer", () => {
    const html = render({ total: 3, source: 'copy', asOf: AS_OF });
    expect(html).toContain('data-testid="operator-away"');
    expect(html).toMatch(
      /Данные на <time dateTime="2026-03-10T11:05:00Z">[^<]*11:05[^<]*<\/time>, оператор недоступен/,
    );
  });

  it('says nothing for an answer read live, or when the page already says it', () => {
    expect(render({ total: 3 })).toBe('');
    expect(render(undefined)).toBe('');
    expect(render({ total: 3, source: 'copy', asOf: AS_OF }, true)).toBe('');
    expect(render({ total: 3, source: 'copy', asOf: AS_OF }, false)).toContain(
      'оператор недоступен',
    );
  });
});
