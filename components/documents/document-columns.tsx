'use client';

import type { DataTableColumn } from '@/components/data-table/use-data-table';
import type { DocumentRow } from '@/lib/documents/contract';
import { DOCUMENT_TYPES } from '@/lib/ofd/document-types';
import { documentTypeMessage, OPERATION_TYPES, operationTypeMessage } from '@/lib/ofd/enums';
import { formatLocalDateTime, formatMoney } from '@/lib/ofd/format';

type Words = {
  /** Column headers of the Documents.columns catalog. */
  column: (key: string) => string;
  fiscal: (ref: { key: string; values?: Record<string, string | number> }) => string;
  /** The selection spans every drive: the drive column is shown. */
  allDrives?: boolean;
};

const dash = '—';
const money = (locale: string) => (v: number | undefined) =>
  v === undefined ? dash : formatMoney(v, locale);

/**
 * Columns of the documents table. Ids are the sort keys of the documents API, so the table's URL
 * state maps one to one onto the server's sort; the two faceted columns are its `types` and `ops`.
 */
export function getDocumentColumns(locale: string, words: Words): DataTableColumn<DocumentRow>[] {
  const m = money(locale);
  const typeLabel = (type: string) =>
    words.fiscal(documentTypeMessage(type as DocumentRow['type']));
  const opLabel = (op: number) => words.fiscal(operationTypeMessage(op));
  return [
    {
      accessorKey: 'dateTime',
      header: words.column('dateTime'),
      // On a phone's card: time (the link), total at its right, type and operation under it, then
      // the FD number and how it was paid.
      meta: { card: 'title' },
      // The shop's wall clock exactly as sent: a string, never a zoned Date.
      cell: ({ row }) => {
        const [date, time] = formatLocalDateTime(row.original.dateTime, locale).split(' ');
        // Date and time wrap as wholes on a narrow screen, never mid-number.
        return (
          <>
            <span className="whitespace-nowrap">{date}</span>{' '}
            <span className="whitespace-nowrap">{time}</span>
          </>
        );
      },
    },
    {
      accessorKey: 'type',
      header: words.column('type'),
      cell: ({ row }) => typeLabel(row.original.type),
      meta: {
        facet: { options: DOCUMENT_TYPES.map((value) => ({ value, label: typeLabel(value) })) },
        card: 'subtitle',
      },
    },
    {
      accessorKey: 'fiscalDocumentNumber',
      header: words.column('fiscalDocumentNumber'),
      meta: { align: 'end' },
    },
    {
      accessorKey: 'shiftNumber',
      header: words.column('shiftNumber'),
      cell: ({ row }) => row.original.shiftNumber ?? dash,
      meta: { align: 'end', card: 'hidden' },
    },
    {
      accessorKey: 'operationType',
      header: words.column('operationType'),
      cell: ({ row }) =>
        row.original.operationType === undefined ? dash : opLabel(row.original.operationType),
      meta: {
        facet: {
          options: OPERATION_TYPES.map((op) => ({ value: String(op), label: opLabel(op) })),
        },
        card: 'subtitle',
      },
    },
    {
      accessorKey: 'totalSum',
      header: words.column('totalSum'),
      cell: ({ row }) => m(row.original.totalSum),
      meta: { align: 'end', card: 'value' },
    },
    {
      accessorKey: 'cashTotalSum',
      header: words.column('cashTotalSum'),
      cell: ({ row }) => m(row.original.cashTotalSum),
      meta: { align: 'end' },
    },
    {
      accessorKey: 'ecashTotalSum',
      header: words.column('ecashTotalSum'),
      cell: ({ row }) => m(row.original.ecashTotalSum),
      meta: { align: 'end' },
    },
    {
      // Which drive signed it: tells the documents of a replaced drive from the new one's.
      accessorKey: 'drive',
      header: words.column('drive'),
      enableSorting: false,
      cell: ({ row }) => <span className="font-mono">{row.original.drive ?? dash}</span>,
      meta: { defaultHidden: !words.allDrives, card: words.allDrives ? 'field' : 'hidden' },
    },
    {
      accessorKey: 'operator',
      header: words.column('operator'),
      cell: ({ row }) => row.original.operator ?? dash,
      meta: { card: 'hidden' },
    },
  ];
}
