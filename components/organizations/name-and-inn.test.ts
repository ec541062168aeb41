import { describe, expect, it } from 'vitest';
import { nameAndInn } from './name-and-inn';

const innOf = (inn: string) => `ИНН ${inn}`;

describe('nameAndInn', () => {
  it('adds the INN to a name', () => {
    expect(nameAndInn('ООО «Ромашка»', '7701234567', innOf)).toBe('ООО «Ромашка» · ИНН 7701234567');
  });

  it('says it once when the name is the INN already', () => {
    expect(nameAndInn('ИНН 7725713770', '7725713770', innOf)).toBe('ИНН 7725713770');
  });
});
