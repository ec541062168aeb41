// Builds operator URLs only from a fixed path template and encoded, checked parts.

const DOT_SEGMENT = /^\.{1,2}$/;

export function buildOfdUrl(
  baseUrl: string,
  template: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): URL {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    // Callers validate identifiers with zod; this guard keeps a slip from changing the path.
    if (!value || DOT_SEGMENT.test(value)) throw new TypeError(`Invalid path part: ${name}`);
    return encodeURIComponent(value);
  });
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const url = new URL(path.slice(1), base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}
