// The register's UTC offset, read from its address: the fiscal format writes document times on the
// shop's wall clock without a zone, so comparing them with the operator's UTC receive time needs
// the shop's offset. Russia keeps no daylight saving time since 2014, so one offset per region is
// exact. How it is derived: docs/health.md ("Time zones").
//
// Each entry lists word stems of a federal subject's name and of its main cities. The stem that
// appears earliest in the address wins, because addresses run from region to street and a street
// is often named after another city ("ул. Омская" in Moscow). A stem only matches at the start of
// a word, so "омск" does not match inside "Томск".

const OFFSETS: [offset: number, stems: string[]][] = [
  [2, ['калининград']],
  [
    3,
    [
      'москв',
      'зеленоград',
      'санкт-петербург',
      'петербург',
      'ленинградск',
      'адыге',
      'майкоп',
      'архангельск',
      'белгород',
      'брянск',
      'владимир',
      'вологод',
      'череповец',
      'воронеж',
      'ивановск',
      'г. иваново',
      'калуж',
      'калуга',
      'карели',
      'петрозаводск',
      'костром',
      'краснодар',
      'сочи',
      'новороссийск',
      'курск',
      'липецк',
      'мурманск',
      'нижегородск',
      'нижний новгород',
      'новгородск',
      'великий новгород',
      'орловск',
      'орел',
      'пенз',
      'псков',
      'ростов',
      'рязан',
      'смоленск',
      'тамбов',
      'твер',
      'тульск',
      'тула',
      'ярослав',
      'коми',
      'сыктывкар',
      'ненецк',
      'нарьян-мар',
      'дагестан',
      'махачкал',
      'ингушет',
      'магас',
      'кабардин',
      'нальчик',
      'калмык',
      'элист',
      'карачаев',
      'черкесск',
      'осети',
      'владикавказ',
      'чечен',
      'грозн',
      'ставропол',
      'крым',
      'симферопол',
      'севастопол',
      'татарстан',
      'казан',
      'набережные челны',
      'чуваш',
      'чебоксар',
      'марий',
      'йошкар-ол',
      'мордов',
      'саранск',
      'кировская',
      'г. киров',
      'волгоград',
      'донецк',
      'луганск',
      'херсон',
      'запорож',
    ],
  ],
  [4, ['самар', 'тольятти', 'удмурт', 'ижевск', 'ульяновск', 'саратов', 'астрахан']],
  [
    5,
    [
      'свердловск',
      'екатеринбург',
      'челябинск',
      'магнитогорск',
      'курган',
      'тюмен',
      'ханты',
      'сургут',
      'ямал',
      'салехард',
      'башкорт',
      'уфа',
      'оренбург',
      'перм',
    ],
  ],
  [6, ['омск']],
  [
    7,
    [
      'новосибирск',
      'томск',
      'кемеров',
      'кузбасс',
      'новокузнецк',
      'алтай',
      'барнаул',
      'красноярск',
      'хакас',
      'абакан',
      'тыва',
      'кызыл',
    ],
  ],
  [8, ['иркутск', 'бурят', 'улан-удэ']],
  [9, ['саха', 'якут', 'амурск', 'благовещенск', 'забайкал', 'чита']],
  [10, ['приморск', 'владивосток', 'хабаровск', 'еврейск', 'биробиджан']],
  [11, ['магадан', 'сахалин']],
  [12, ['камчат', 'чукот', 'анадыр']],
];

/** Moscow time: most registers keep it, and it is what the fiscal authority itself uses. */
export const ASSUMED_OFFSET = 3;

export type RegisterZone = { utcOffset: number; assumed: boolean };

const LETTER = /[а-яa-z]/;

export function zoneOfAddress(address: string): RegisterZone {
  const text = address.toLowerCase().replaceAll('ё', 'е');
  let best: { at: number; offset: number } | undefined;
  for (const [offset, stems] of OFFSETS) {
    for (const stem of stems) {
      let at = text.indexOf(stem);
      // Only at the start of a word.
      while (at > 0 && LETTER.test(text[at - 1]!)) at = text.indexOf(stem, at + 1);
      if (at >= 0 && (!best || at < best.at)) best = { at, offset };
    }
  }
  return best
    ? { utcOffset: best.offset, assumed: false }
    : { utcOffset: ASSUMED_OFFSET, assumed: true };
}

/** A shop's local date-time `YYYY-MM-DDThh:mm:ss` → epoch milliseconds, given its UTC offset. */
export function localToEpoch(local: string, utcOffset: number): number {
  return Date.parse(`${local}Z`) - utcOffset * 3_600_000;
}

/** Epoch milliseconds → the shop's local date-time `YYYY-MM-DDThh:mm:ss`. */
export function epochToLocal(ms: number, utcOffset: number): string {
  return new Date(ms + utcOffset * 3_600_000).toISOString().slice(0, 19);
}
