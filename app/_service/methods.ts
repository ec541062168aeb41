import { serveBuiltIn } from './mount';

// Every method goes to the built-in service, so that it answers 405 with Allow itself, not Next.
export const GET = serveBuiltIn;
export const HEAD = serveBuiltIn;
export const POST = serveBuiltIn;
export const PUT = serveBuiltIn;
export const PATCH = serveBuiltIn;
export const DELETE = serveBuiltIn;
export const OPTIONS = serveBuiltIn;
