// What the demo shops sell. Prices are integer kopecks. VAT follows Russian practice on the general
// regime: basic food and bread 10%, catering, sweets and household goods at the standard rate (18%,
// 20% or 22% by date, see checks.ts), exports 0%; an entrepreneur on the simplified regime sells
// without VAT, or at 5%/7% from 2025, whatever the catalogue says.

/** The catalogue's VAT class: `standard` becomes the rate in force on the receipt's date. */
export type CatalogueVat = 'standard' | 'nds10' | 'nds0' | 'ndsNo';
export type ShopKind = 'coffee' | 'bakery' | 'grocery' | 'dryCleaning' | 'carWash' | 'wholesale';

/** FFD item subject (tag 1212, 1-based): 1 goods, 4 service. */
export type PaymentSubject = 1 | 4;

export type CatalogueItem = {
  name: string;
  price: number;
  nds: CatalogueVat;
  subject: PaymentSubject;
  /** Pieces: whole quantities in [min, max]. Measured (kg, m²): thousandths in [min, max]. */
  quantity: { measured: boolean; min: number; max: number };
};

const pcs = (min = 1, max = 1) => ({ measured: false, min, max });
const kg = (minGrams: number, maxGrams: number) => ({
  measured: true,
  min: minGrams,
  max: maxGrams,
});

function goods(rows: [string, number, CatalogueVat, ReturnType<typeof pcs>][]): CatalogueItem[] {
  return rows.map(([name, price, nds, quantity]) => ({ name, price, nds, subject: 1, quantity }));
}

function services(rows: [string, number, ReturnType<typeof pcs>][]): CatalogueItem[] {
  return rows.map(([name, price, quantity]) => ({
    name,
    price,
    nds: 'standard',
    subject: 4,
    quantity,
  }));
}

export const CATALOGUES: Record<ShopKind, CatalogueItem[]> = {
  coffee: goods([
    ['Капучино 0,3 л', 22000, 'standard', pcs(1, 2)],
    ['Латте 0,4 л', 26000, 'standard', pcs(1, 2)],
    ['Американо 0,3 л', 17000, 'standard', pcs(1, 2)],
    ['Флэт уайт 0,25 л', 24000, 'standard', pcs()],
    ['Раф ванильный 0,4 л', 29000, 'standard', pcs()],
    ['Чай чёрный с чабрецом 0,4 л', 14000, 'standard', pcs()],
    ['Какао с маршмеллоу 0,3 л', 19000, 'standard', pcs()],
    ['Круассан классический', 15500, 'standard', pcs(1, 3)],
    ['Круассан с миндалём', 21000, 'standard', pcs(1, 2)],
    ['Синнабон', 19500, 'standard', pcs()],
    ['Сэндвич с курицей и песто', 32000, 'standard', pcs()],
    ['Чизкейк Нью-Йорк', 28000, 'standard', pcs()],
    ['Вода питьевая 0,5 л', 9000, 'standard', pcs()],
    ['Кофе в зёрнах «Эфиопия Иргачефф», 250 г', 89000, 'standard', pcs()],
  ]),
  bakery: goods([
    ['Хлеб Бородинский, 350 г', 6900, 'nds10', pcs(1, 2)],
    ['Батон нарезной, 300 г', 5400, 'nds10', pcs(1, 2)],
    ['Багет французский', 8900, 'nds10', pcs(1, 2)],
    ['Хлеб ржаной на закваске', 11500, 'nds10', pcs()],
    ['Булочка с маком', 4500, 'nds10', pcs(1, 4)],
    ['Пирожок с капустой', 6000, 'nds10', pcs(1, 4)],
    ['Ватрушка с творогом', 7500, 'nds10', pcs(1, 3)],
    ['Слойка с вишней', 8500, 'nds10', pcs(1, 3)],
    ['Печенье овсяное, кг', 52000, 'nds10', kg(150, 800)],
    ['Пряники тульские, кг', 39000, 'nds10', kg(200, 900)],
    ['Торт «Медовик», кг', 129000, 'standard', kg(300, 1250)],
    ['Капучино 0,2 л', 15000, 'standard', pcs()],
    ['Морс клюквенный 0,3 л', 12000, 'standard', pcs()],
  ]),
  grocery: goods([
    ['Картофель, кг', 4990, 'nds10', kg(800, 3200)],
    ['Морковь, кг', 5990, 'nds10', kg(300, 1400)],
    ['Яблоки Голден, кг', 15990, 'nds10', kg(450, 2100)],
    ['Бананы, кг', 13990, 'nds10', kg(600, 1900)],
    ['Огурцы среднеплодные, кг', 24990, 'nds10', kg(300, 1100)],
    ['Томаты розовые, кг', 39990, 'nds10', kg(250, 1200)],
    ['Сыр Российский, кг', 79990, 'nds10', kg(150, 650)],
    ['Колбаса Докторская, кг', 69990, 'nds10', kg(200, 750)],
    ['Свинина, шейка охлаждённая, кг', 59990, 'nds10', kg(400, 1600)],
    ['Филе куриное охлаждённое, кг', 44990, 'nds10', kg(400, 1300)],
    ['Молоко 3,2%, 930 мл', 9490, 'nds10', pcs(1, 3)],
    ['Кефир 2,5%, 900 г', 8990, 'nds10', pcs(1, 2)],
    ['Яйцо куриное С1, 10 шт', 12990, 'nds10', pcs(1, 2)],
    ['Масло сливочное 82,5%, 180 г', 21990, 'nds10', pcs()],
    ['Крупа гречневая ядрица, 900 г', 11990, 'nds10', pcs()],
    ['Сахар-песок, 1 кг', 8990, 'nds10', pcs(1, 2)],
    ['Хлеб Дарницкий', 6290, 'nds10', pcs()],
    ['Кофе растворимый, 95 г', 39990, 'standard', pcs()],
    ['Шоколад молочный, 90 г', 10990, 'standard', pcs(1, 3)],
    ['Вода минеральная, 1,5 л', 6990, 'standard', pcs(1, 4)],
    ['Средство для мытья посуды, 500 мл', 18990, 'standard', pcs()],
    ['Бумага туалетная, 4 рулона', 24990, 'standard', pcs()],
    ['Порошок стиральный, 2,4 кг', 59990, 'standard', pcs()],
    ['Губки для посуды, 5 шт', 9990, 'standard', pcs()],
    ['Пакет-майка', 990, 'standard', pcs()],
  ]),
  dryCleaning: services([
    ['Химчистка пальто', 220000, pcs()],
    ['Химчистка пуховика', 250000, pcs()],
    ['Химчистка брюк', 90000, pcs(1, 2)],
    ['Химчистка костюма (2 предмета)', 180000, pcs()],
    ['Стирка и глажка рубашки', 35000, pcs(1, 5)],
    ['Чистка ковра, м²', 45000, kg(2000, 12500)],
  ]),
  carWash: [
    ...services([
      ['Мойка кузова, легковой автомобиль', 60000, pcs()],
      ['Комплексная мойка, кроссовер', 150000, pcs()],
      ['Уборка салона пылесосом', 40000, pcs()],
      ['Чернение шин', 20000, pcs()],
      ['Мойка двигателя', 120000, pcs()],
    ]),
    ...goods([['Ароматизатор «Ёлочка»', 15000, 'standard', pcs()]]),
  ],
  wholesale: goods([
    ['Мука пшеничная в/с, мешок 50 кг', 190000, 'nds10', pcs(1, 20)],
    ['Сахар-песок, мешок 50 кг', 420000, 'nds10', pcs(1, 10)],
    ['Крупа гречневая, мешок 25 кг', 280000, 'nds10', pcs(1, 10)],
    ['Масло подсолнечное, 5 л', 65000, 'nds10', pcs(2, 24)],
    ['Мёд цветочный, кг', 60000, 'standard', kg(5000, 40000)],
    ['Орех кедровый (экспорт в ЕАЭС), кг', 180000, 'nds0', kg(10000, 60000)],
    ['Ящик пластиковый', 35000, 'standard', pcs(1, 10)],
  ]),
};

/** Goods a shop buys from the public (operationType 3): empties, the harvest of local pickers. */
export const PURCHASES: Partial<Record<ShopKind, CatalogueItem[]>> = {
  grocery: goods([['Приём стеклотары, бутылка 0,5 л', 150, 'ndsNo', pcs(6, 40)]]),
  wholesale: goods([
    ['Закупка мёда у населения, кг', 45000, 'ndsNo', kg(3000, 20000)],
    ['Закупка брусники у населения, кг', 25000, 'ndsNo', kg(2000, 15000)],
  ]),
};
