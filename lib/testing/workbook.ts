import ExcelJS from 'exceljs';

// An XLSX stream (lib/export/xlsx.ts) read back whole, as a spreadsheet program would open it: the
// one reading for every test that checks what an export wrote into a workbook.

export async function workbookOf(stream: ReadableStream<Uint8Array>): Promise<ExcelJS.Workbook> {
  const bytes = Buffer.from(await new Response(stream).arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}
