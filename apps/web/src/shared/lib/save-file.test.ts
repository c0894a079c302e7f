import { describe, expect, it } from 'vitest';
import { fileNameOf } from './save-file';

describe('fileNameOf', () => {
  it('reads the Korean name the server gives in its Content-Disposition header', () => {
    const name = '기부금영수증_사단법인 따뜻한밥상나눔_2026-03-01_2026-03-31.xlsx';
    // As the server's content-disposition writes it: an ASCII stand-in, then RFC 5987's UTF-8 name.
    const header = `attachment; filename="?????_?? ??????_2026-03-01_2026-03-31.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`;
    expect(fileNameOf(header)).toBe(name);
  });

  it('answers null when the header names no UTF-8 file', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment; filename="plain.xlsx"')).toBeNull();
  });
});
