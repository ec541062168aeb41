import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import {
  JsonArrayStreamError,
  OversizedElement,
  parseJsonArray,
  UnreadableElement,
} from '@/lib/ofd/json-array-stream';
import { MAX_DOCUMENT_SIZE } from './import-limits';
import { splitLines } from './import-lines';

// Reads the documents of an import file, one at a time, each with its position: a JSON array
// (`#n`, streamed element by element, never read whole), NDJSON (`line n`, streamed line by line)
// or a single pretty-printed object (`document 1`). A document that cannot be read becomes an
// item with an error; reading goes on wherever the format allows it.

export type ImportItem = { position: string; value?: unknown; error?: string };

export async function* readEnvelopes(file: string): AsyncGenerator<ImportItem> {
  if ((await firstCharacter(file)) === '[') yield* readArray(file);
  else if (await readsAsOneDocument(file)) {
    yield { position: 'document 1', value: JSON.parse(await readFile(file, 'utf8')) };
  } else yield* readNdjson(file);
}

async function* readArray(file: string): AsyncGenerator<ImportItem> {
  let n = 0;
  try {
    const elements = parseJsonArray(createReadStream(file), {
      maxElementChars: MAX_DOCUMENT_SIZE,
      tolerant: true,
    });
    for await (const element of elements) {
      n += 1;
      if (element instanceof OversizedElement) {
        yield { position: `#${n}`, error: `longer than ${MAX_DOCUMENT_SIZE} characters` };
      } else if (element instanceof UnreadableElement) {
        yield { position: `#${n}`, error: element.reason };
      } else yield { position: `#${n}`, value: element };
    }
  } catch (error) {
    // The array's structure is broken (truncated, text after it): what came before is kept.
    if (!(error instanceof JsonArrayStreamError)) throw error;
    yield { position: `#${n + 1}`, error: error.message };
  }
}

async function* readNdjson(file: string): AsyncGenerator<ImportItem> {
  for await (const line of splitLines(createReadStream(file), MAX_DOCUMENT_SIZE)) {
    const position = `line ${line.n}`;
    if ('tooLong' in line) {
      yield { position, error: `the line is longer than ${MAX_DOCUMENT_SIZE} bytes` };
      continue;
    }
    if (line.text.trim() === '') continue;
    try {
      yield { position, value: JSON.parse(line.text) };
    } catch {
      yield { position, error: 'not valid JSON' };
    }
  }
}

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** A first line that is not JSON on its own may open one pretty-printed document. */
async function readsAsOneDocument(file: string): Promise<boolean> {
  const head = await firstLine(file);
  if (head === null || parses(head) || (await stat(file)).size > MAX_DOCUMENT_SIZE) return false;
  return parses(await readFile(file, 'utf8'));
}

/** The first line with text, trimmed; null when there is none or it is over the size limit. */
async function firstLine(file: string): Promise<string | null> {
  for await (const line of splitLines(createReadStream(file), MAX_DOCUMENT_SIZE)) {
    if ('tooLong' in line) return null;
    const text = line.text.trim();
    if (text !== '') return text;
  }
  return null;
}

async function firstCharacter(file: string): Promise<string | undefined> {
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 4096 })) {
    const found = /\S/.exec(chunk as string);
    if (found) return found[0];
  }
  return undefined;
}
