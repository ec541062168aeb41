// An error class that every bundle of the process recognises. Next bundles instrumentation, each
// route and each page apart, each with its own copy of a module (shared.ts): an error thrown by
// code the start loaded is an instance of the start's copy of its class, and the plain
// `instanceof` of a route's copy says no, so an operator outage became a 500. A branded class's
// `instanceof` asks for its brand instead, a name every instance carries under a registered
// symbol, whichever copy made it.

const BRANDS = Symbol.for('ofd-console.error-brands');

type Branded = { [BRANDS]?: readonly string[] };

export class BrandedError extends Error {
  /** The class's name across bundles: each class tested with `instanceof` sets its own, unique. */
  static readonly brand: string = 'BrandedError';

  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    const brands: string[] = [];
    for (let type: object = new.target; type !== Error; type = Object.getPrototypeOf(type)) {
      if (Object.hasOwn(type, 'brand')) brands.push((type as typeof BrandedError).brand);
    }
    Object.defineProperty(this, BRANDS, { value: brands });
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    const brands = typeof value === 'object' && value !== null && (value as Branded)[BRANDS];
    return Array.isArray(brands) && brands.includes(this.brand);
  }
}

/** The brands an error carries, most derived first: for a test that every class has its own. */
export function brandsOf(error: unknown): readonly string[] {
  return (typeof error === 'object' && error !== null && (error as Branded)[BRANDS]) || [];
}
