import { describe, expect, it } from 'vitest';
import { messages } from './messages';

// One message key per distinct string, reused (docs/conventions.md, "Messages"). Two English keys
// may hold the same string only where Russian needs two words for it; each such string is listed
// here with the reason.
const RUSSIAN_DIFFERS: Record<string, string> = {
  Warning: 'a rule\'s severity ("Предупреждение") vs a health state ("Внимание")',
  To: 'an addressee ("Кому") vs the end of a period ("По")',
  Status: 'a delivery\'s or register\'s state ("Состояние") vs a person\'s ("Статус")',
  'Sign in': 'a page title, a noun ("Вход"), vs a button, a verb ("Войти")',
  Active: 'a person, masculine ("Активен"), vs a register\'s window ("Действует")',
  Details: 'an audit entry\'s details ("Подробности") vs a view\'s name ("Подробно")',
  'Open organizations': 'a link from the home page vs a way back up ("К организациям")',
  'Find a register': 'a link, a verb ("Найти кассу"), vs a page title, a noun ("Поиск кассы")',
  Operation: 'a document\'s operation vs the receipt field\'s legal name ("Признак расчёта")',
  'Fiscal drive': 'the full name vs the table column\'s abbreviation ("ФН")',
  Item: 'the legal term in exports ("Предмет расчёта") vs the overview\'s "Товар"',
  Documents: 'a title ("Документы") vs a count column, genitive ("Документов")',
  Items: 'an export sheet ("Позиции") vs the receipt\'s section ("Предметы расчёта")',
  'Choose a period': 'an instruction ("Выберите период") vs the calendar\'s name ("Выбор периода")',
  Receipts: 'a count, genitive ("Чеков"), vs a figure\'s name ("Чеки")',
  Cash: 'how it was paid ("Наличными") vs the money itself ("Наличные")',
  Cashless: 'how it was paid ("Безналичными") vs the money itself ("Безналичные")',
  Total: 'a sum ("Сумма"), a receipt\'s total ("Итог"), a table\'s total row ("Итого")',
  Name: 'an item\'s name ("Наименование") vs a register\'s or point\'s ("Название")',
  'Top items': 'a chart title ("Лучшие товары") vs an export sheet ("Товары")',
  'Sort by {column}': 'a short control label ("Сортировать: …") vs a column ("по столбцу …")',
  'Find a receipt': 'a page title, a noun ("Поиск чека"), vs a field, a verb ("Найти чек")',
  Failed: 'a delivery not sent ("Не отправлено") vs a register whose sync failed ("Ошибка")',
  Search: 'a search that runs long ("Искать") vs a lookup that answers at once ("Найти")',
};

// Strings still held by several keys with the same Russian, waiting to be merged into one key.
// Shrink-only: a merged string must leave this list, and no new one may join it.
const NOT_YET_MERGED = new Set<string>([
  // Receipt search's labels, which came in beside the first merges (docs/receipt-search.md).
  // The mirror's status page, which came in beside them too (docs/mirror.md).
  'Last error',
  'Channel',
  'Reasons',
  'Critical',
  'When',
  'Time zone',
  'To',
  'Status',
  'Sign in',
  'Active',
  'From',
  'Open organizations',
  'Find a register',
  'Time',
  'FD number',
  'Shift',
  'Operation',
  'Cashier',
  'Fiscal drive',
  'Quantity',
  'VAT rate',
  'Payment method',
  'Documents',
  'Receipts',
  'Income',
  'Returns',
  'Revenue',
  'Cash',
  'Cashless',
  'Average check',
  'Paper receipt',
  'VAT',
  'VAT by rate',
  'Date',
  '{total, plural, one {# register} other {# registers}}',
  'Registers',
  'Sales points',
  'Ended',
]);

function flatten(node: unknown, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

const en = flatten(messages.en);
const ru = flatten(messages.ru);
const groups = new Map<string, string[]>();
for (const [key, text] of en) groups.set(text, [...(groups.get(text) ?? []), key]);
const repeated = [...groups].filter(([, keys]) => keys.length > 1);

describe('one message key per distinct string', () => {
  it('holds each English string once unless its Russian must differ', () => {
    const sameInBoth = repeated
      .filter(([, keys]) => new Set(keys.map((k) => ru.get(k))).size < keys.length)
      .map(([text, keys]) => `${text}: ${keys.join(', ')}`)
      .filter((line) => !NOT_YET_MERGED.has(line.slice(0, line.lastIndexOf(': '))));
    expect(sameInBoth).toEqual([]);
    const unexplained = repeated
      .filter(([text]) => !(text in RUSSIAN_DIFFERS))
      .filter(([text]) => !NOT_YET_MERGED.has(text))
      .map(([text, keys]) => `${text}: ${keys.join(', ')}`);
    expect(unexplained).toEqual([]);
  });

  it('lists only strings that are still repeated, with the Russian really different', () => {
    const stillRepeated = new Set(repeated.map(([text]) => text));
    for (const text of [...Object.keys(RUSSIAN_DIFFERS), ...NOT_YET_MERGED]) {
      expect(
        stillRepeated.has(text),
        `"${text}" is no longer repeated: drop it from the list`,
      ).toBe(true);
    }
    for (const text of Object.keys(RUSSIAN_DIFFERS)) {
      const keys = groups.get(text) ?? [];
      expect(new Set(keys.map((k) => ru.get(k))).size, text).toBeGreaterThan(1);
    }
  });
});
