// Test-only helpers shared by the server's API tests and the browser journeys.
import { readSheet } from 'read-excel-file/node';
import { expect } from 'vitest';

// The Excel downloads are read back with read-excel-file, a reader that shares
// no code with ExcelJS (which writes them): what a test sees is what another
// program opening the file sees, not what the writer believes it wrote.

export type ExcelCell = string | number | boolean | Date | null;

/** A download as an office opens it: the file's name, the lines above the table, the header, the rows and the total row. */
export interface ExcelDownload {
  fileName: string;
  /** The title, the search conditions, the period and the time of download. */
  lines: string[];
  header: string[];
  rows: ExcelCell[][];
  /** The row under the table that sums its amount and count columns (absent when none is summed). */
  total: ExcelCell[] | undefined;
  /** A column's cells by its header. */
  column: (header: string) => ExcelCell[];
}

/** The lines above the header row (streamWorkbook): title, 검색 조건, 기간, 내려받은 시각. */
const headingLines = 4;

/** Reads an .xlsx file (its bytes and the name it was offered under) with the independent reader. */
export async function readExcelFile(bytes: Buffer, fileName: string): Promise<ExcelDownload> {
  const all = (await readSheet(bytes)) as ExcelCell[][];
  const lines = all.slice(0, headingLines).map((row) => String(row[0] ?? ''));
  // A blank line separates the heading from the table (a reader may keep it or drop it).
  const headerIndex = all.findIndex((row, index) => index >= headingLines && row.some((cell) => cell !== null));
  const header = (all[headerIndex] ?? []).map((cell) => String(cell ?? ''));
  const body = all.slice(headerIndex + 1).map((row) => row.slice(0, header.length));
  const last = body.at(-1);
  const total = last && last[0] === '합계' ? last : undefined;
  const rows = total ? body.slice(0, -1) : body;
  const column = (name: string) => {
    const index = header.indexOf(name);
    expect(index, `a column named ${name} in ${header.join(', ')}`).toBeGreaterThanOrEqual(0);
    return rows.map((row) => row[index] ?? null);
  };
  return { fileName, lines, header, rows, total, column };
}

/** A Korean wall-clock time as the Excel date cell holds it (Excel has no zones): '2026-11-29 14:11'. */
export function wallClockOf(cell: ExcelCell): string {
  expect(cell).toBeInstanceOf(Date);
  // A date cell is a fraction of days: read back, 09:05 may be 09:04:59.999.
  const second = Math.round((cell as Date).getTime() / 1000) * 1000;
  return new Date(second).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * What every Excel download promises an office: the headers, the same rows as
 * the list's total, times and dates as date cells, amounts and counts as
 * numbers, and a total row equal to the sum of its column.
 */
export function expectExcelCells(
  file: ExcelDownload,
  expected: { header: string[]; count: number; dates?: string[]; numbers?: string[]; texts?: string[]; totals?: Record<string, number> },
) {
  expect(file.header).toEqual(expected.header);
  expect(file.rows).toHaveLength(expected.count);
  for (const name of expected.dates ?? []) for (const cell of file.column(name)) if (cell !== null) expect(cell, name).toBeInstanceOf(Date);
  for (const name of expected.numbers ?? []) for (const cell of file.column(name)) if (cell !== null) expect(typeof cell, name).toBe('number');
  for (const name of expected.texts ?? []) for (const cell of file.column(name)) if (cell !== null) expect(typeof cell, name).toBe('string');
  if (expected.totals) {
    expect(file.total, 'a total row').toBeDefined();
    for (const [name, sum] of Object.entries(expected.totals)) {
      const index = file.header.indexOf(name);
      expect(file.total?.[index], `the total of ${name}`).toBe(sum);
      expect(file.column(name).reduce<number>((all, cell) => all + (typeof cell === 'number' ? cell : 0), 0)).toBe(sum);
    }
  }
}
