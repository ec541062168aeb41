'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useFiscalWords } from '@/components/format/use-format';
import { formatItemQuantity } from '@/lib/ofd/format';
import { industryMessages } from '@/lib/ofd/industry-details';
import { unitText } from '@/lib/ofd/item-unit';
import { markingText } from '@/lib/ofd/marking-code';
import type { Item } from '@/lib/ofd/schemas';

// An item's quantity, product code and industry details as a person reads them, for the table,
// the phone cards and the paper view alike (docs/fiscal-rules.md, "Units and marking codes").

export type ItemWords = {
  /** "1,215 кг", "3 шт", or the bare number when the receipt states no unit. */
  quantity: (item: Pick<Item, 'quantity' | 'unit'>) => string | undefined;
  /** "GS1 DataMatrix / Честный ЗНАК, GTIN …, серийный номер …", or "Код … (не распознано)". */
  marking: (item: Pick<Item, 'marking'>) => string | undefined;
  /** One line per industry detail (tag 1260), prefixed with its title. */
  industry: (item: Pick<Item, 'industryDetails'>) => string[];
  /** How the register processed and checked the code (tags 2102, 2106), as their codes. */
  check: (item: Pick<Item, 'markingMode' | 'markingCheck'>) => string | undefined;
};

export function useItemWords(): ItemWords {
  const locale = useLocale();
  const words = useFiscalWords();
  return useMemo(
    () => ({
      quantity: ({ quantity, unit }) =>
        quantity === undefined
          ? undefined
          : formatItemQuantity(quantity, unit && unitText(unit, words), locale),
      marking: ({ marking }) => (marking ? markingText(marking, words) : undefined),
      industry: ({ industryDetails }) =>
        (industryDetails ?? []).map(
          (detail) =>
            `${words({ key: 'industry.title' })}: ${industryMessages(detail).map(words).join(', ')}`,
        ),
      check: ({ markingMode, markingCheck }) => {
        const parts = [
          markingMode === undefined
            ? null
            : words({ key: 'marking.mode', values: { code: markingMode } }),
          markingCheck === undefined
            ? null
            : words({ key: 'marking.check', values: { code: markingCheck } }),
        ].filter((part) => part !== null);
        return parts.length ? parts.join(', ') : undefined;
      },
    }),
    [locale, words],
  );
}
