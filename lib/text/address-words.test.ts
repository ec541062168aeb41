import { describe, expect, it } from 'vitest';
import { foldAddressWords } from './address-words';
import { fold, originalRange } from './fold';

const folded = (text: string) => foldAddressWords(fold(text));

describe('address words in one form', () => {
  it.each([
    [
      '630099, г. Новосибирск, Красный пр-кт, д. 29',
      '630099, город новосибирск, красный проспект, дом 29',
    ],
    ['Красный проспект 29', 'красный проспект 29'],
    ['Красный просп. 29', 'красный проспект 29'],
    ['Красный пр. 29', 'красный проспект 29'],
    ['Невский пр-т, 106', 'невский проспект, 106'],
    ['3-й Монетный пр-д, д.4', '3-й монетный проезд, дом 4'],
    [
      '443090, г. Самара, Московское ш., д. 4, стр. 7',
      '443090, город самара, московское шоссе, дом 4, строение 7',
    ],
    ['Московское шоссе, дом 4, строение 7', 'московское шоссе, дом 4, строение 7'],
    [
      '630108, г. Новосибирск, ул. Станционная, д. 38, корп. 2',
      '630108, город новосибирск, улица станционная, дом 38, корпус 2',
    ],
    ['ул Станционная д 38 к 2', 'улица станционная дом 38 корпус 2'],
    ['Гоголевский б-р, д. 10', 'гоголевский бульвар, дом 10'],
    ['Гоголевский бул. 10', 'гоголевский бульвар 10'],
    [
      'Московская обл., г. Химки, пл. Победы, д. 1',
      'московская область, город химки, площадь победы, дом 1',
    ],
    ['наб. реки Фонтанки, д. 90', 'набережная реки фонтанки, дом 90'],
    ['Кривоколенный пер., д. 5', 'кривоколенный переулок, дом 5'],
  ])('%s', (address, expected) => {
    expect(folded(address).text).toBe(expected);
  });

  it('leaves alone words that only begin like an abbreviation', () => {
    expect(folded('ул. Пролетарская, д. 2, пом. 3-Н, лит. А').text).toBe(
      'улица пролетарская, дом 2, пом. 3-н, лит. а',
    );
    expect(folded('Санкт-Петербург, Гороховая').text).toBe('санкт-петербург, гороховая');
  });

  it('parts a house number from the abbreviation its dot was holding', () => {
    expect(folded('д.29').text).toBe('дом 29');
    expect(folded('д.').text).toBe('дом');
  });

  it('maps a match on the one form back to the record’s own spelling', () => {
    const address = '630099, г. Новосибирск, Красный пр-кт, д. 29';
    const text = folded(address);
    const at = text.text.indexOf('проспект');
    const [start, end] = originalRange(text, at, at + 'проспект'.length);
    expect(address.slice(start, end)).toBe('пр-кт');
    const house = text.text.indexOf('29');
    expect(address.slice(...originalRange(text, house, house + 2))).toBe('29');
  });
});
