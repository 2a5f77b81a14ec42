/** The parts of an RFC 5545 calendar file every calendar of the product writes with. */

/** 20260110T140000Z */
export const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma, and line breaks as \n. */
export const escapeIcsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Lines of more than 75 octets are folded: a CRLF and one space, never inside a UTF-8 character. */
export function foldIcsLine(line: string) {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
