import 'server-only';

// A download's Content-Disposition with a name in the person's language (RFC 6266): `filename*`
// carries it in UTF-8; `filename` is an ASCII stand-in for clients that know only that form.

export function attachment(name: string, asciiName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
