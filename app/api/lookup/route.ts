// GET /api/lookup?q= – registers across all organizations by RNM, serial, drive, address or name
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { lookupRegisters } from '@/lib/lookup/lookup.server';
import { lookupInputSchema } from '@/lib/lookup/query.schema';

export const GET = apiRoute(
  async (request) => {
    const { q } = lookupInputSchema.parse(searchParamsOf(request));
    return lookupRegisters(q);
  },
  { rateLimit: 'lookup' },
);
