/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. Yields each record with its line number. */
export function* parseCsv(text: string): Generator<{ line: number; fields: string[] }> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.some((f) => f !== '')) yield { line: recordLine, fields };
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else field += c;
  }
  fields.push(field);
  if (fields.some((f) => f !== '')) yield { line: recordLine, fields };
}
