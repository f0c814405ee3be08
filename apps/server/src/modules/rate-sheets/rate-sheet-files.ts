// The files rate management hands out (docs/decisions/079-rate-sheets.md): a template per kind (CSV and XLSX, from
// the domain's column list) and the problems report (CSV, in the staff member's language: the web's
// `rateManagement` texts, imported as the mails' are, ADR 067).
import {
  rateSheetDefinitions,
  rateSheetTemplateRows,
  type Language,
  type RateSheetKind,
  type RateSheetProblem,
} from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import ar from '../../../../web/src/locales/ar/rateManagement.json' with { type: 'json' };
import en from '../../../../web/src/locales/en/rateManagement.json' with { type: 'json' };
import es from '../../../../web/src/locales/es/rateManagement.json' with { type: 'json' };
import pt from '../../../../web/src/locales/pt/rateManagement.json' with { type: 'json' };

type RateManagementTexts = typeof en.rateManagement;
const textsByLanguage: Record<Language, RateManagementTexts> = {
  en: en.rateManagement,
  es: es.rateManagement,
  pt: pt.rateManagement,
  ar: ar.rateManagement,
};

/** A CSV field: quoted when it holds a separator, quote or line break (RFC 4180); formulas defused for spreadsheets. */
function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (fields: readonly (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export function templateCsv(kind: RateSheetKind): string {
  const [header, example] = rateSheetTemplateRows(rateSheetDefinitions[kind]);
  return csvLine(header) + csvLine(example);
}

export async function templateXlsx(kind: RateSheetKind): Promise<Buffer> {
  const definition = rateSheetDefinitions[kind];
  const [header, example] = rateSheetTemplateRows(definition);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind);
  sheet.addRow(header).font = { bold: true };
  sheet.addRow(example);
  // Every cell as text, so spreadsheets keep codes and dates as written.
  definition.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.max(12, column.name.length + 2);
    sheetColumn.numFmt = '@';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The problems report: row, column, reason (in `language`), value. UTF-8 with a byte-order mark for spreadsheets. */
export function problemsCsv(problems: readonly RateSheetProblem[], language: Language): string {
  const texts = textsByLanguage[language];
  const lines = problems.map((problem) =>
    csvLine([problem.row, problem.column, texts.reasons[problem.reason], problem.value]),
  );
  const header = csvLine([texts.report.row, texts.report.column, texts.report.reason, texts.report.value]);
  return `\uFEFF${header}${lines.join('')}`;
}
