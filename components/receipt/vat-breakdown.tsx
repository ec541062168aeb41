'use client';

import { useTranslations } from 'next-intl';
import { vatFieldMessage } from '@/lib/ofd/enums';
import type { CheckDocument } from '@/lib/ofd/schemas';
import { VAT_FIELD_RATES, VAT_FIELDS, type VatField } from '@/lib/ofd/vat-rates';
import { useFiscalWords, useMoney } from '@/components/format/use-format';
import { HeadedTable } from '@/components/ui/headed-table';

type VatRow = { field: VatField; base: number | undefined; vat: number | undefined };

/** One row per rate the receipt states or its items use: the lines' sum at that rate and the VAT. */
export function vatRows(document: CheckDocument): VatRow[] {
  return VAT_FIELDS.flatMap((field): VatRow[] => {
    const rate = VAT_FIELD_RATES[field];
    const items = document.items.filter((item) => item.vatRate === rate);
    const stated = document.vat[field];
    // A stated zero for a rate no line uses is a placeholder (`nds0: 0`, `nds10: 0.00`): no row.
    if ((stated === undefined || stated === 0) && items.length === 0) return [];
    const base = items.length > 0 ? items.reduce((sum, item) => sum + item.sum, 0) : undefined;
    // `nds0` and `ndsNo` state the turnover at 0% and without VAT: it is the base, not VAT.
    if (field === 'nds0' || field === 'ndsNo')
      return [{ field, base: base ?? stated, vat: undefined }];
    return [{ field, base, vat: stated }];
  });
}

export function VatBreakdown({ document }: { document: CheckDocument }) {
  const t = useTranslations('Receipt.vat');
  const money = useMoney();
  const words = useFiscalWords();
  const rows = vatRows(document);
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t('none')}</p>;
  return (
    <HeadedTable
      className="w-full text-sm"
      testId="vat-breakdown"
      caption={t('caption')}
      headClassName="text-left text-slate-600 dark:text-slate-400"
      columns={[
        { label: t('rate'), className: 'py-1 pr-3 font-medium' },
        { label: t('base'), className: 'py-1 pr-3 text-right font-medium' },
        { label: t('amount'), className: 'py-1 text-right font-medium' },
      ]}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="border-t border-slate-200 dark:border-slate-800">
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {words(vatFieldMessage(row.field))}
            </th>
            <td className="py-1 pr-3 text-right tabular-nums">
              {row.base === undefined ? '—' : money(row.base)}
            </td>
            <td className="py-1 text-right tabular-nums">
              {row.vat === undefined ? '—' : money(row.vat)}
            </td>
          </tr>
        ))}
      </tbody>
    </HeadedTable>
  );
}
