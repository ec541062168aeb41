import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
import { DateRangePlaceholder } from './date-range-placeholder';

// The stand-in is drawn in the picker's place while the picker's code loads: it must have the
// picker's elements, classes and words exactly, or the page would jump when the picker arrives.

function render(
  component: typeof DateRangePicker | typeof DateRangePlaceholder,
  props: DateRangePickerProps,
  locale: 'en' | 'ru',
) {
  const intl: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    messages: messages[locale],
    timeZone: 'UTC',
    children: createElement(component, props),
  };
  return renderToStaticMarkup(createElement(NextIntlClientProvider, intl));
}

/** What a person sees: tags, classes and text; not what only the live picker needs (ids, ARIA). */
const looks = (html: string) =>
  html.replace(/\s(id|for|readonly|tabindex|aria-[a-z]+|data-[a-z-]+)(="[^"]*")?(?=[\s>/])/gi, '');

const base: DateRangePickerProps = {
  value: { from: '2026-03-01', to: '2026-03-07' },
  onChange: () => {},
  min: '2025-01-01',
  max: '2026-03-10',
  today: '2026-03-10',
};

describe('DateRangePlaceholder', () => {
  for (const locale of ['en', 'ru'] as const) {
    it(`looks exactly like the picker (${locale})`, () => {
      const picker = render(DateRangePicker, base, locale);
      const placeholder = render(DateRangePlaceholder, base, locale);
      expect(placeholder).toContain(locale === 'ru' ? '01.03.2026' : '2026-03-01');
      expect(looks(placeholder)).toBe(looks(picker));
    });
  }

  it('looks like the picker with no period, a legend of its own and no selectable day', () => {
    for (const props of [
      { ...base, value: null, label: 'Days' },
      { ...base, min: '2026-04-01', max: '2026-03-10' },
    ]) {
      expect(looks(render(DateRangePlaceholder, props, 'en'))).toBe(
        looks(render(DateRangePicker, props, 'en')),
      );
    }
  });

  it('keeps its fields and button out of the tab order', () => {
    const html = render(DateRangePlaceholder, base, 'en');
    expect(html.match(/tabindex="-1"/gi)).toHaveLength(3);
    expect(html.match(/readonly=""/gi)).toHaveLength(2);
  });
});
