export interface CsvRecord {
  line: number;
  fields: string[];
}

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * RFC 4180 CSV read piece by piece: quoted fields, doubled quotes, CRLF or LF. Each push returns
 * the records completed so far, each with the line it starts on; a record cut by the end of a
 * piece waits for the next one, so memory holds one piece and one record at most.
 */
export class CsvReader {
  private rest = '';
  private line = 1;

  push(text: string): CsvRecord[] {
    return this.read(text, false);
  }

  end(): CsvRecord[] {
    return this.read('', true);
  }

  private read(text: string, final: boolean): CsvRecord[] {
    const s = this.rest ? this.rest + text : text;
    const records: CsvRecord[] = [];
    let pos = 0;
    while (pos < s.length) {
      const record = readRecord(s, pos, final);
      if (!record) break;
      if (record.fields.some((f) => f !== '')) records.push({ line: this.line, fields: record.fields });
      this.line += record.lines;
      pos = record.next;
    }
    this.rest = s.slice(pos);
    return records;
  }
}

/** One record from `start`, or undefined when the text ends before the record does. */
function readRecord(
  s: string,
  start: number,
  final: boolean,
): { fields: string[]; next: number; lines: number } | undefined {
  const n = s.length;
  const fields: string[] = [];
  let lines = 0;
  let i = start;
  for (;;) {
    let field: string;
    if (s.charCodeAt(i) === QUOTE) {
      field = '';
      let j = i + 1;
      for (;;) {
        const q = s.indexOf('"', j);
        if (q < 0 || (q + 1 === n && !final)) {
          if (!final) return undefined;
          field += s.slice(j); // an unterminated quote runs to the end of the file
          i = n;
          break;
        }
        field += s.slice(j, q);
        if (s.charCodeAt(q + 1) === QUOTE) {
          field += '"';
          j = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      for (let k = field.indexOf('\n'); k >= 0; k = field.indexOf('\n', k + 1)) lines++;
    } else {
      field = '';
    }
    // Unquoted text (or text after a closing quote) runs to the next comma or line end.
    let k = i;
    while (k < n) {
      const c = s.charCodeAt(k);
      if (c === COMMA || c === LF || c === CR) break;
      k++;
    }
    field += s.slice(i, k);
    i = k;
    fields.push(field);
    if (i >= n) return final ? { fields, next: n, lines } : undefined;
    const c = s.charCodeAt(i);
    if (c === COMMA) {
      i++;
      continue;
    }
    if (c === CR) {
      if (i + 1 >= n && !final) return undefined;
      if (s.charCodeAt(i + 1) === LF) i++;
    }
    return { fields, next: i + 1, lines: lines + 1 };
  }
}
