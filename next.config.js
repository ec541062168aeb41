import createNextIntlPlugin from 'next-intl/plugin';

// Catalogs are precompiled at build time: the browser then needs no ICU message parser (~12 kB
// gzip of first-load JS on every page; bench/results.json lists each route).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './lib/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// Security baseline for every page and API route. The app is never framed, sends no referrer
// path to other origins and asks the browser for none of the powerful features. The
// Content-Security-Policy is not here: it carries a per-request nonce, set in proxy.ts.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()',
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ['better-sqlite3', 'exceljs'],
  // `forbidden()`: a refused server action answers 403 without an error logged
  // (lib/auth/server/admin-only.ts).
  experimental: { authInterrupts: true },
  // `npm test` checks the types in a stage of its own (tsc, beside ESLint) before it builds; the
  // build's own pass would check them again, half a minute on two cores. `npm run build` alone
  // still checks them.
  typescript: { ignoreBuildErrors: process.env.OFD_TYPES_CHECKED === '1' },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
