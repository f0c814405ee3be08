/**
 * Which uploads a booking accepts (ADR 066): decided by the file's bytes, never by its name. A
 * format with a signature is recognised by it (PDF, JPEG, PNG, WebP, Word and Excel documents);
 * CSV and plain text have none, so a file without a signature is accepted as text only when its
 * first bytes are UTF-8 text without control characters. Everything else (executables, archives,
 * legacy Office files with macros, HTML, SVG) is refused.
 */
export const acceptedSignatureTypes: Readonly<Record<string, { contentType: string; extension: string }>> = {
  'application/pdf': { contentType: 'application/pdf', extension: 'pdf' },
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { contentType: 'image/png', extension: 'png' },
  'image/webp': { contentType: 'image/webp', extension: 'webp' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
};

export interface AcceptedFile {
  /** The Content-Type stored and served (from the bytes). */
  contentType: string;
  extension: string;
}

/** How many first bytes decide (enough for an Office file's first zip entries). */
export const sniffSampleBytes = 64 * 1024;

/**
 * The verdict on an upload: `detectedMime` is what content sniffing found in the first bytes
 * (undefined: no known signature), `head` those bytes, `fileName` only names a text file's kind.
 */
export function acceptedFileOf(
  detectedMime: string | undefined,
  head: Uint8Array,
  fileName: string,
): AcceptedFile | null {
  if (detectedMime !== undefined) return acceptedSignatureTypes[detectedMime] ?? null;
  if (!isPlainText(head)) return null;
  return /\.csv$/i.test(fileName)
    ? { contentType: 'text/csv; charset=utf-8', extension: 'csv' }
    : { contentType: 'text/plain; charset=utf-8', extension: 'txt' };
}

/** UTF-8 text with no control characters other than tab, line feed, carriage return and form feed. */
export function isPlainText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return isUtf8(head);
}

/**
 * Well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF); a character
 * cut short by the end of the sample still counts as text.
 */
function isUtf8(bytes: Uint8Array): boolean {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    let length: number;
    let min: number;
    if (lead < 0x80) {
      index += 1;
      continue;
    } else if (lead >= 0xc2 && lead <= 0xdf) [length, min] = [2, 0x80];
    else if (lead >= 0xe0 && lead <= 0xef) [length, min] = [3, 0x800];
    else if (lead >= 0xf0 && lead <= 0xf4) [length, min] = [4, 0x10000];
    else return false;
    let codePoint = lead & (0xff >> (length + 1));
    for (let offset = 1; offset < length; offset += 1) {
      if (index + offset >= bytes.length) return true;
      const next = bytes[index + offset]!;
      if ((next & 0xc0) !== 0x80) return false;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    if (codePoint < min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return false;
    index += length;
  }
  return true;
}
