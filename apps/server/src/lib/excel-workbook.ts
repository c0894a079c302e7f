import { PassThrough } from 'node:stream';
import contentDisposition from 'content-disposition';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { formatDateTime, seoulWallClock, type Page } from '@ongi/shared';

// Every Excel download of the product (the back office's lists, the host's wreaths and RSVP answers)
// is written here, so an office gets one kind of file: the list's title, its search and period and
// the time of download on the first lines, a frozen header with a filter, cells Excel can sort and
// sum, and a total row. See docs/decisions/013-admin-resources.md, "Excel".

/**
 * What a column holds, which decides the cell: text stays text (Excel's Text format, never a
 * formula); a time is an instant shown as the Korean wall clock in a date cell; a date is a
 * calendar day ('YYYY-MM-DD'); an amount (won) or a count is a number with thousands separators.
 */
export type ExcelCellKind = 'text' | 'time' | 'date' | 'amount' | 'count';

/** One column of an Excel download: a Korean header, what its cells are, and the cell of a row. */
export interface ExcelColumn<Row> {
  header: string;
  width?: number;
  /** 'text' unless given. */
  kind?: ExcelCellKind;
  /** The row's value: text, a number, an instant (ISO text or Date) for a time, 'YYYY-MM-DD' for a date. */
  cell: (row: Row) => string | number | Date | boolean | null | undefined;
  /** The column's sum goes in the total row under the rows (an amount or a count). */
  total?: boolean;
}

/** The first lines of the sheet: what was downloaded, with which search, over which period. */
export interface ExcelHeading {
  /** The list's name ('결제'); the sheet's name unless given. */
  title?: string;
  /** The search and filters in Korean ('검색어 "홍길동"(결제자)', '상태 결제 완료'); none: the whole list. */
  conditions?: string[];
  /** The period searched ('결제일' from and to, '정산 월' 2026-11); absent or empty for all time. */
  period?: ExcelPeriod;
  /** The search word, which also names the file. */
  searchWord?: string;
}

/** A period: a range of days (either end may be open), or one value (a month). */
export interface ExcelPeriod {
  label: string;
  from?: string;
  to?: string;
  /** One value instead of a range ('2026-11'). */
  value?: string;
}

/** What a download writes: the file's name (without period, search or extension), the sheet, its columns and heading. */
export interface ExcelSheet<Row> {
  /** '결제목록': the file is '결제목록_<period or 전체>[_<search word>].xlsx'. */
  fileName: string;
  sheet: string;
  columns: ExcelColumn<Row>[];
  heading?: ExcelHeading;
}

/** Rows an Excel download reads at a time (streamWorkbook stops at a shorter batch): memory stays flat however long the list. */
export const excelBatch = 500;

const timeFormat = 'yyyy-mm-dd hh:mm';
const dateFormat = 'yyyy-mm-dd';
const numberFormat = '#,##0';

// ExcelJS recognises a style it has already registered by the object, and gives every new cell a fresh
// empty one, registered again per cell (a third of a long sheet's time). The body cells share these.
const plainCell: Partial<ExcelJS.Style> = {};
// Text cells carry Excel's Text number format ('@'): what a payer or a host typed ('=HYPERLINK(…)',
// '+82…', '-', '@…') is shown as written and stays text when someone edits the cell, so it never
// becomes a formula (OWASP's CSV injection). ExcelJS 4 cannot write the quotePrefix flag, and an
// apostrophe in front would show in the cell; numbers stay number cells (a negative amount included).
const textCell: Partial<ExcelJS.Style> = { numFmt: '@' };
const kindStyles: Record<Exclude<ExcelCellKind, 'text'>, Partial<ExcelJS.Style>> = {
  time: { numFmt: timeFormat },
  date: { numFmt: dateFormat },
  amount: { numFmt: numberFormat },
  count: { numFmt: numberFormat },
};
const totalStyle: Partial<ExcelJS.Style> = { numFmt: numberFormat, font: { bold: true } };
const totalLabelStyle: Partial<ExcelJS.Style> = { numFmt: '@', font: { bold: true } };

type CellValue = string | number | Date | null;

/** A row's value as its column's cell: Excel has no time zones, so a time is written as the Korean wall clock. */
function cellValue(kind: ExcelCellKind, value: ReturnType<ExcelColumn<unknown>['cell']>): CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'time':
    case 'date':
      return seoulWallClock(value as string | Date) ?? String(value);
    case 'amount':
    case 'count':
      return typeof value === 'number' ? value : Number(value);
    default:
      return typeof value === 'boolean' ? (value ? 'Y' : 'N') : typeof value === 'number' || value instanceof Date ? value : String(value);
  }
}

function styleOf(kind: ExcelCellKind, value: CellValue): Partial<ExcelJS.Style> {
  if (value === null) return plainCell;
  if (typeof value === 'string') return textCell;
  return kind === 'text' ? plainCell : kindStyles[kind];
}

/** A period that says something: a month, or a range with at least one end. */
function givenPeriod(period: ExcelHeading['period']): ExcelPeriod | undefined {
  if (!period) return undefined;
  return period.value || period.from || period.to ? period : undefined;
}

/** '2026-11-01 ~ 2026-11-30', '2026-11-01 ~', '~ 2026-11-30', '2026-11'. */
function periodText(period: ExcelPeriod, separator: string): string {
  if (period.value) return period.value;
  if (period.from && period.from === period.to) return period.from;
  return [period.from ?? '', period.to ?? ''].join(separator).trim();
}

// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const notInFileName = /[\u0000-\u001f\\/:*?"<>|]+/g;

/** A search word as part of a file name: no path or reserved characters, not too long. */
function fileNamePart(text: string): string {
  return text.replace(notInFileName, ' ').replace(/\s+/g, ' ').trim().slice(0, 30);
}

/** '결제목록_2026-11-01~2026-11-30_홍길동.xlsx', '회원목록_전체.xlsx'. */
export function excelFileName(fileName: string, heading: ExcelHeading | undefined): string {
  const given = givenPeriod(heading?.period);
  const period = given ? periodText(given, '~') : '전체';
  const word = heading?.searchWord ? fileNamePart(heading.searchWord) : '';
  return `${[fileName, period, word].filter(Boolean).join('_')}.xlsx`;
}

/** The sheet's first lines, before the header row. */
function headingLines(sheetName: string, heading: ExcelHeading | undefined, now: Date): string[] {
  const conditions = heading?.conditions ?? [];
  const period = givenPeriod(heading?.period);
  return [
    heading?.title ?? sheetName,
    `검색 조건: ${conditions.length > 0 ? conditions.join(', ') : '없음 (전체 목록)'}`,
    `기간: ${period ? `${period.label} ${periodText(period, ' ~ ')}` : '전체'}`,
    `내려받은 시각: ${formatDateTime(now)} (한국 시간)`,
  ];
}

/**
 * Writes the sheet into `output` as it goes, the rows fetched a batch (excelBatch) at a time and
 * committed as they go; resolves when the file is complete. Layout: the heading lines, a blank
 * line, the header row (frozen, with a filter), the rows, and a total row when a column asks for one.
 */
async function writeSheet<Row>(
  output: PassThrough,
  excel: ExcelSheet<Row>,
  first: Page<Row>,
  loadPage: (page: number) => Promise<Page<Row>>,
  now: Date,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const lines = headingLines(excel.sheet, excel.heading, now);
  const headerRow = lines.length + 2;
  const sheet = workbook.addWorksheet(excel.sheet, { views: [{ state: 'frozen', ySplit: headerRow }] });
  const kinds = excel.columns.map((column) => column.kind ?? 'text');
  sheet.columns = excel.columns.map((column, index) => ({ key: `c${index}`, width: column.width ?? (kinds[index] === 'time' ? 17 : 14) }));
  lines.forEach((line, index) => {
    const row = sheet.getRow(index + 1);
    row.getCell(1).value = line;
    row.getCell(1).style = index === 0 ? { numFmt: '@', font: { bold: true, size: 14 } } : textCell;
    row.commit();
  });
  const header = sheet.getRow(headerRow);
  excel.columns.forEach((column, index) => {
    header.getCell(index + 1).value = column.header;
    header.getCell(index + 1).style = { numFmt: '@', font: { bold: true }, fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } } };
  });
  header.commit();

  const totals = excel.columns.map(() => 0);
  const hasTotal = excel.columns.some((column) => column.total);
  let written = 0;
  for (let page = 1, batch = first; ; page += 1, batch = await loadPage(page)) {
    for (const row of batch.content) {
      const values = excel.columns.map((column, index) => cellValue(kinds[index] ?? 'text', column.cell(row)));
      const added = sheet.getRow(headerRow + 1 + written);
      values.forEach((value, index) => {
        if (value === null) return;
        const cell = added.getCell(index + 1);
        cell.value = value;
        cell.style = styleOf(kinds[index] ?? 'text', value);
        if (excel.columns[index]?.total && typeof value === 'number') totals[index] = (totals[index] ?? 0) + value;
      });
      added.commit();
      written += 1;
    }
    if (batch.content.length < excelBatch) break;
  }
  if (hasTotal) {
    const total = sheet.getRow(headerRow + 1 + written);
    excel.columns.forEach((column, index) => {
      const cell = total.getCell(index + 1);
      if (column.total) {
        cell.value = totals[index] ?? 0;
        cell.style = totalStyle;
      } else if (index === 0) {
        cell.value = '합계';
        cell.style = totalLabelStyle;
      }
    });
    total.commit();
  }
  sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow + Math.max(written, 1), column: excel.columns.length } };
  sheet.commit();
  await workbook.commit();
}

/**
 * The sheet streamed to the answer as it is written (writeSheet), for a list of any length: the
 * first batch is read before anything is sent, so a refused search answers its 400 and sentence,
 * not a cut file; `started` runs then (the audit trail).
 */
export async function streamWorkbook<Row>(
  reply: FastifyReply,
  excel: ExcelSheet<Row>,
  loadPage: (page: number) => Promise<Page<Row>>,
  started: () => Promise<void>,
) {
  const now = new Date();
  const first = await loadPage(1);
  await started();
  const output = new PassThrough();
  writeSheet(output, excel, first, loadPage, now).catch((error: unknown) => {
    reply.log.error({ err: error }, 'excel export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', contentDisposition(excelFileName(excel.fileName, excel.heading)))
    .header('Cache-Control', 'private, no-store');
  return reply.send(output);
}

/**
 * The same sheet as bytes, for a file that must be whole before anything else happens: the
 * 기부금 영수증 export writes it inside the transaction that then marks its requests exported and
 * deletes their resident numbers, so a file that failed leaves them waiting.
 */
export async function workbookBuffer<Row>(excel: ExcelSheet<Row>, rows: Row[], now = new Date()): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  // All rows are at hand: one batch, however long (writeSheet asks for no second one when given them all).
  await writeSheet(output, excel, { content: rows, totalElements: rows.length }, async () => ({ content: [], totalElements: rows.length }), now);
  await ended;
  return Buffer.concat(chunks);
}
