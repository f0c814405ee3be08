import { describe, expect, it } from 'vitest';
import { acceptedFileOf, isPlainText } from './accepted-files';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('acceptedFileOf', () => {
  it('takes the type the bytes show, whatever the name says', () => {
    expect(acceptedFileOf('application/pdf', bytes('%PDF-1.7'), 'invoice.png')?.contentType).toBe('application/pdf');
    expect(acceptedFileOf('image/png', bytes(''), 'photo')?.extension).toBe('png');
  });

  it('refuses signatures it does not accept (an executable named .pdf, a zip, a legacy Office file)', () => {
    expect(acceptedFileOf('application/x-msdownload', bytes('MZ'), 'invoice.pdf')).toBeNull();
    expect(acceptedFileOf('application/zip', bytes('PK'), 'list.xlsx')).toBeNull();
    expect(acceptedFileOf('application/x-cfb', bytes(''), 'list.xls')).toBeNull();
  });

  it('accepts text without a signature as CSV or plain text, and refuses binary bytes', () => {
    expect(acceptedFileOf(undefined, bytes('item,qty\nchairs,4\n'), 'packing.csv')?.contentType).toBe(
      'text/csv; charset=utf-8',
    );
    expect(acceptedFileOf(undefined, bytes('Notes: fragile — handle with care'), 'notes')?.extension).toBe('txt');
    expect(acceptedFileOf(undefined, new Uint8Array([0x4d, 0x5a, 0x00, 0x01]), 'a.csv')).toBeNull();
  });

  it('reads UTF-8 cut in the middle of a character as text, invalid UTF-8 as not', () => {
    const arabic = bytes('قائمة التعبئة');
    expect(isPlainText(arabic.subarray(0, arabic.length - 1))).toBe(true);
    expect(isPlainText(new Uint8Array([0x61, 0xff, 0xfe, 0x61, 0x61, 0x61]))).toBe(false);
    expect(isPlainText(new Uint8Array())).toBe(false);
  });
});
