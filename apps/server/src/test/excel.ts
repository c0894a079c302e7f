import { parse as parseContentDisposition } from 'content-disposition';
import { expect } from 'vitest';
import { readExcelFile, type ExcelDownload } from '../../../../test-support/excel';

export { expectExcelCells, wallClockOf, type ExcelCell, type ExcelDownload } from '../../../../test-support/excel';

/** Reads an .xlsx answer of the API (inject) with the independent reader (test-support/excel.ts). */
export async function readExcel(response: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }): Promise<ExcelDownload> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const fileName = parseContentDisposition(String(response.headers['content-disposition'])).parameters.filename ?? '';
  return readExcelFile(response.rawPayload, fileName);
}
