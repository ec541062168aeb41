// Splits an NDJSON byte stream into lines without ever holding more than one line of at most
// `maxBytes`: a longer line is reported as such and skipped as it streams past, so a file that is
// one 600 MB line costs no more memory than a good one.

export type Line = { n: number; text: string } | { n: number; tooLong: true };

const NEWLINE = 0x0a;

export async function* splitLines(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): AsyncGenerator<Line> {
  const decoder = new TextDecoder('utf-8');
  let parts: Uint8Array[] = [];
  let size = 0;
  let tooLong = false;
  let n = 0;
  const finish = (): Line => {
    n += 1;
    const line: Line = tooLong ? { n, tooLong: true } : { n, text: decode() };
    parts = [];
    size = 0;
    tooLong = false;
    return line;
  };
  const decode = () => {
    const bytes = Buffer.concat(parts);
    return decoder.decode(bytes).replace(/\r$/, '');
  };
  for await (const chunk of source) {
    let from = 0;
    while (from < chunk.length) {
      const at = chunk.indexOf(NEWLINE, from);
      const end = at === -1 ? chunk.length : at;
      if (!tooLong) {
        size += end - from;
        if (size > maxBytes) {
          tooLong = true;
          parts = [];
        } else parts.push(chunk.subarray(from, end));
      }
      if (at === -1) break;
      yield finish();
      from = at + 1;
    }
  }
  if (size > 0 || tooLong) yield finish();
}
