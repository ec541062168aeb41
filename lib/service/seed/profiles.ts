import type { ShopKind } from './catalogue';
import type { VatFamily } from './vat-family';

// The cast of the demo world. Identifiers (INN, RNM, drive numbers, GUIDs) come from the seed; names,
// places and roles are fixed here so the demo reads the same every day.

export type Profile = 'demo' | 'busy';

/** Shapes of a permission window relative to the anchor day (see grants.ts). */
export const WINDOW_SHAPES = ['open', 'ended', 'recent', 'endingSoon', 'notYetStarted'] as const;
export type WindowShape = (typeof WINDOW_SHAPES)[number];

export type OrganizationSpec = {
  key: string;
  form: 'llc' | 'entrepreneur' | 'jsc';
  shortName: string;
  fullName: string;
  region: string;
  office: string;
  registrationYear: string;
  /** The one taxation bit the organization's receipts carry. */
  taxationType: number;
  /** Bits declared at registration (may be several). */
  registeredTaxation: number;
  /** A simplified-tax seller above the income threshold charges 5% or 7% from 2025. */
  simplifiedVatRate?: '5' | '7';
  /** How its registers name VAT on the wire (vat-family.ts); the tax service's FFD 1.2 unless said. */
  vatFamily?: VatFamily;
  /**
   * Its registers trade on the last two days of the history, each with a sale return among its
   * sales, so that any recent period shows both (browser tests read them on its first register).
   */
  recentReturns?: boolean;
};

export type RegisterSpec = {
  key: string;
  organization: string;
  kind: ShopKind;
  name: string;
  salesPointName: string;
  modelName: string;
  serial: { prefix: string; width: number };
  drivePrefix: string;
  utcOffset: number;
  /** Two or more entries: the register moved; each later one starts at a share of the history. */
  addresses: { address: string; from: number }[];
  /** Branch KPP region+office when the register sits in another region than the head office. */
  branch?: { region: string; office: string };
  opens: string;
  closes: string;
  /** Share of the `receiptsPerDay` knob this register sells. */
  traffic: number;
  daysOff: number[];
  randomClosures: boolean;
  /** Share of the history at which the register was registered (0 = first day). */
  registeredAt: number;
  /** Share of the history at which the fiscal drive was replaced. */
  driveReplacedAt?: number;
  /** Closing reports of the last days flag a drive whose memory is nearly full (aged drive only). */
  memoryNearlyFull?: boolean;
  /**
   * The first drive was installed long ago: its keys (the term of its model, lib/ofd/drive-terms.ts)
   * expire `expiresInDays` after the anchor, so closing reports flag it in its last 30 days
   * (docs/fiscal-rules.md) and the health board counts its expiry from its registration report.
   */
  agedDrive?: { expiresInDays: number };
  bso: boolean;
  cashiers: string[];
  windows: { owner: WindowShape; partner?: WindowShape };
};

export const SPB = 3;
export const SAMARA = 4;
export const YEKATERINBURG = 5;
export const NOVOSIBIRSK = 7;
export const ATOL = { prefix: '00106', width: 14 };
export const EVOTOR = { prefix: '00307', width: 14 };
export const MERCURY = { prefix: '0025', width: 8 };
export const SHTRIH = { prefix: '0496', width: 14 };

export const ORGANIZATIONS: OrganizationSpec[] = [
  {
    key: 'bakery',
    form: 'llc',
    shortName: 'ООО "Невский хлеб"',
    fullName: 'Общество с ограниченной ответственностью "Невский хлеб"',
    region: '78',
    office: '40',
    registrationYear: '16',
    taxationType: 1,
    registeredTaxation: 1,
    recentReturns: true,
  },
  {
    key: 'services',
    form: 'entrepreneur',
    shortName: 'ИП Сафронова И. В.',
    fullName: 'Индивидуальный предприниматель Сафронова Ирина Викторовна',
    region: '63',
    office: '15',
    registrationYear: '19',
    taxationType: 2,
    registeredTaxation: 2 | 32,
    simplifiedVatRate: '5',
  },
  {
    key: 'retail',
    form: 'jsc',
    shortName: 'АО "Сибирский торговый дом"',
    fullName: 'Акционерное общество "Сибирский торговый дом"',
    region: '54',
    office: '06',
    registrationYear: '09',
    taxationType: 1,
    registeredTaxation: 1,
    vatFamily: 'vendor',
  },
];

export const REGISTER_DEFAULTS = {
  daysOff: [] as number[],
  randomClosures: true,
  registeredAt: 0,
  bso: false,
};

/** The benchmark world: one hypermarket till that never closes a day. */
export const BUSY_REGISTERS: RegisterSpec[] = [
  {
    ...REGISTER_DEFAULTS,
    key: 'hypermarket',
    organization: 'retail',
    kind: 'grocery',
    name: 'Касса 5',
    salesPointName: 'Гипермаркет на Большевистской',
    modelName: 'АТОЛ Sigma 10',
    serial: ATOL,
    drivePrefix: '7380440700',
    utcOffset: NOVOSIBIRSK,
    addresses: [{ address: '630083, г. Новосибирск, ул. Большевистская, д. 131', from: 0 }],
    opens: '07:00',
    closes: '23:00',
    traffic: 1,
    randomClosures: false,
    cashiers: ['Фёдорова О. Н.', 'Захаров С. П.', 'Белова Ю. А.', 'Никитина Л. В.'],
    windows: { owner: 'open', partner: 'recent' },
  },
];
