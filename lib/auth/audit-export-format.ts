// An export's format as the audit trail records it (lib/documents/export-answer.ts: `csv-documents`,
// `xlsx-items`; app/api/overview/export/route.ts: `xlsx-overview`, `csv-overview-days`), read
// into its parts so the trail can name it in words (components/people/audit-details.tsx).

export const EXPORT_FILES = ['csv', 'xlsx'] as const;
export const EXPORT_CONTENTS = ['documents', 'items', 'overview', 'month'] as const;

export type ExportFormat = {
  file: (typeof EXPORT_FILES)[number];
  content: (typeof EXPORT_CONTENTS)[number];
  /** The overview's table in a CSV (figures, days, points, registers, items). */
  table: string | null;
};

const pattern = /^(csv|xlsx)-(documents|items|overview|month)(?:-([a-z]+))?$/;

/** The parts of a recorded format; null for one this reader does not know (shown as recorded). */
export function readExportFormat(format: string): ExportFormat | null {
  const match = pattern.exec(format);
  if (!match) return null;
  return {
    file: match[1] as ExportFormat['file'],
    content: match[2] as ExportFormat['content'],
    table: match[3] ?? null,
  };
}
