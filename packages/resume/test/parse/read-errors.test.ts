import { strToU8, zipSync } from 'fflate';
import { PDFDocument, PDFHexString, PDFName, PDFNumber, rgb, StandardFonts } from 'pdf-lib';
import { expect, test } from 'vitest';
import { ZIP_LIMITS } from '../../src/extract/zip.ts';
import { parseResumeFile, ResumeReadError, sniffFileKind } from '../../src/parse/index.ts';
import { loadCorpus } from './corpus-files.ts';

const DOCUMENT_XML = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

async function readError(bytes: Uint8Array): Promise<ResumeReadError> {
  try {
    await parseResumeFile(bytes);
  } catch (error) {
    if (error instanceof ResumeReadError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

test('sniffs PDF and DOCX by their bytes, and refuses a renamed text file', () => {
  const corpus = loadCorpus();
  const pdf = corpus.find((f) => f.kind === 'pdf');
  const docx = corpus.find((f) => f.kind === 'docx');
  expect(pdf && sniffFileKind(pdf.bytes)).toBe('pdf');
  expect(docx && sniffFileKind(docx.bytes)).toBe('docx');
  expect(sniffFileKind(strToU8('Jane Doe\nSoftware Engineer\n'))).toBeNull();
  expect(sniffFileKind(new Uint8Array())).toBeNull();
  // A zip that is not a Word document (an .xlsx, say) is not a DOCX.
  expect(sniffFileKind(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }))).toBeNull();
});

test('a renamed text file is refused as unsupported', async () => {
  const error = await readError(strToU8('%PDX not really\nJane Doe'));
  expect(error.reason).toBe('unsupported');
  expect(error.message).toMatch(/PDF and DOCX/);
});

test('a scanned PDF with no text layer says it looks scanned', async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  // What a scan is to a text extractor: shapes and no text.
  for (let y = 100; y < 700; y += 14)
    page.drawRectangle({ x: 60, y, width: 300 + (y % 140), height: 6, color: rgb(0.1, 0.1, 0.1) });
  const error = await readError(await doc.save());
  expect(error.reason).toBe('no_text');
  expect(error.message).toMatch(/scanned/);
  expect(error.message).toMatch(/no text layer/);
});

test('a corrupt PDF is unreadable', async () => {
  const error = await readError(
    strToU8('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage without end'),
  );
  expect(error.reason).toBe('unreadable');
});

test('a password-protected PDF is unreadable and says so', async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText('Jane Doe', { x: 50, y: 700, font: await doc.embedFont(StandardFonts.Helvetica) });
  // Standard security handler with a user password we do not know.
  const encrypt = doc.context.obj({
    Filter: PDFName.of('Standard'),
    V: PDFNumber.of(1),
    R: PDFNumber.of(2),
    O: PDFHexString.of('a1'.repeat(32)),
    U: PDFHexString.of('b2'.repeat(32)),
    P: PDFNumber.of(-44),
  });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([
    PDFHexString.of('00112233445566778899aabbccddeeff'),
    PDFHexString.of('00112233445566778899aabbccddeeff'),
  ]);
  const error = await readError(await doc.save({ useObjectStreams: false }));
  expect(error.reason).toBe('unreadable');
  expect(error.message).toMatch(/password/);
});

test('a DOCX that inflates past the cap is refused before inflating (zip bomb)', async () => {
  const big = new Uint8Array(ZIP_LIMITS.maxTotalUncompressed + 1024);
  const bomb = zipSync({ 'word/document.xml': big }, { level: 9 });
  expect(bomb.length).toBeLessThan(200_000);
  expect(sniffFileKind(bomb)).toBe('docx');
  const error = await readError(bomb);
  expect(error.reason).toBe('too_large');
});

test('a DOCX whose index lies about its size is stopped while inflating', async () => {
  const xml = DOCUMENT_XML(para('Jane Doe') + '<!--' + ' '.repeat(2_000_000) + '-->');
  const zip = zipSync({ 'word/document.xml': strToU8(xml) }, { level: 9 });
  // Rewrite the declared uncompressed size (central directory and local header) to 1 kB.
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = 0; i < zip.length - 4; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x02014b50) view.setUint32(i + 24, 1024, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, 1024, true);
  }
  const error = await readError(zip);
  expect(error.reason).toBe('too_large');
});

test('a DOCX with too many entries is refused', async () => {
  const files: Record<string, Uint8Array> = { 'word/document.xml': strToU8(DOCUMENT_XML(para('Jane Doe'))) };
  for (let i = 0; i <= ZIP_LIMITS.maxEntries; i++) files[`word/media/${i}.bin`] = new Uint8Array(1);
  const error = await readError(zipSync(files, { level: 0 }));
  expect(error.reason).toBe('too_large');
});

test('a truncated DOCX is unreadable, an empty one has no text', async () => {
  const good = zipSync({ 'word/document.xml': strToU8(DOCUMENT_XML(para('Jane Doe') + para('Engineer'))) });
  expect((await readError(good.slice(0, good.length - 30))).reason).toBe('unreadable');
  const empty = zipSync({ 'word/document.xml': strToU8(DOCUMENT_XML('<w:p/>')) });
  expect((await readError(empty)).reason).toBe('no_text');
});

test('the kind given by the caller must match the bytes', async () => {
  const docx = loadCorpus().find((f) => f.kind === 'docx');
  if (!docx) throw new Error('no docx fixture');
  await expect(parseResumeFile(docx.bytes, 'pdf')).rejects.toMatchObject({ reason: 'unsupported' });
  const parsed = await parseResumeFile(docx.bytes, 'docx');
  expect(parsed.kind).toBe('docx');
  expect(parsed.text).toContain(docx.expected.basics.name);
});
