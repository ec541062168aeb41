// A small RFC 4180 reader for tests that check what the CSV exports wrote, and a reading of its
// fields the way a spreadsheet with given regional settings types them.

/** RFC 4180 fields: quotes, doubled quotes, separators and line breaks inside quotes. */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

export type SpreadsheetCell = string | number | { date: string };

/**
 * One field as a spreadsheet with Russian regional settings types it: `1,5` is a number, `1.5`
 * looks like a date (1 May) and `01.11.2026 10:00:00` is a date-time. The date-time is returned
 * as ISO wall clock so tests can compare it with the service's.
 */
export function ruSpreadsheetCell(field: string): SpreadsheetCell {
  const text = /^="(.*)"$/.exec(field);
  if (text) return text[1]!;
  if (/^-?\d+(,\d+)?$/.test(field)) return Number(field.replace(',', '.'));
  const dateTime = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}:\d{2}:\d{2}))?$/.exec(field);
  if (dateTime) {
    const [, d, m, y, time = '00:00:00'] = dateTime;
    return { date: `${y}-${m}-${d}T${time}` };
  }
  if (/^\d{1,2}\.\d{1,2}$/.test(field)) return { date: `dd.mm ${field}` };
  return field;
}
