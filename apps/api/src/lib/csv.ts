/**
 * CSV written for spreadsheets and read from them. Every cell written is quoted, and text that starts like a
 * formula (= + - @, or a tab or carriage return that some spreadsheets skip) gets a leading ' so a spreadsheet
 * shows it instead of running it: an applicant's name or a buyer's address is never executed. Plain numbers
 * (-12.5) are left as they are.
 */
export function csvCell(value: string | number | boolean | null | undefined) {
  const text = value === null || value === undefined ? '' : String(value);
  const formula = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text);
  const safe = formula ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A whole CSV file: a header and rows, CRLF line ends (RFC 4180), ending with a line end. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly Parameters<typeof csvCell>[0][])[],
) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Parses CSV text (RFC 4180: quoted cells with "" for a quote, commas and line breaks inside quotes; CRLF or LF
 * line ends) into rows of cells. A byte-order mark at the start is dropped. Answers null when a quote is left
 * open at the end (the file is cut off or not CSV).
 */
export function parseCsv(text: string): string[][] | null {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  while (index < source.length) {
    const character = source[index] as string;
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (character === '"') quoted = false;
      else cell += character;
      index += 1;
      continue;
    }
    if (character === '"' && cell === '') {
      quoted = true;
    } else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (character === '\r' && source[index + 1] === '\n') index += 1;
    } else {
      cell += character;
    }
    index += 1;
  }
  if (quoted) return null;
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
