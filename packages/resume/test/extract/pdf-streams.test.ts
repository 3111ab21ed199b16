import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from 'vitest';
import { checkPdfInflatedSize, PDF_LIMITS } from '../../src/extract/pdf-streams.ts';
import { ResumeReadError } from '../../src/extract/errors.ts';

const MB = 1024 * 1024;
const small = { maxInflatedBytes: 1 * MB, maxNesting: 4 };

/** The body of a PDF holding each of `streams` as a stream object (enough for the check). */
function pdfWith(streams: Uint8Array[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  streams.forEach((data, i) =>
    parts.push(
      Buffer.from(`${i + 1} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\r\n`),
      Buffer.from(data),
      Buffer.from('\nendstream\nendobj\n'),
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

function refusal(bytes: Uint8Array): ResumeReadError {
  try {
    checkPdfInflatedSize(bytes, small);
  } catch (error) {
    if (error instanceof ResumeReadError) return error;
    throw error;
  }
  throw new Error('expected the PDF to be refused');
}

test('a Flate stream inflating past the limit is refused as too large, naming the limit', () => {
  const bomb = pdfWith([deflateSync(new Uint8Array(2 * MB), { level: 9 })]);
  expect(bomb.length).toBeLessThan(10_000);
  const error = refusal(bomb);
  expect(error.reason).toBe('too_large');
  expect(error.message).toMatch(/inflates to more than 1 MB/);
});

test('streams under the limit one by one are refused when together they pass it', () => {
  const part = deflateSync(new Uint8Array(400_000));
  expect(checkPdfInflatedSize(pdfWith([part, part]), small)).toBe(800_000);
  expect(refusal(pdfWith([part, part, part])).reason).toBe('too_large');
});

test('a stream compressed twice counts what each layer makes', () => {
  // 1.5 MB inside a layer of a few kB: the outer layer alone stays far under the limit.
  const twice = deflateSync(deflateSync(new Uint8Array(1.5 * MB)));
  expect(refusal(pdfWith([twice])).reason).toBe('too_large');
  const inner = deflateSync(new Uint8Array(300_000));
  expect(checkPdfInflatedSize(pdfWith([deflateSync(inner)]), small)).toBe(inner.length + 300_000);
});

test('streams that are not Flate data count nothing; the reader judges them', () => {
  const raw = new Uint8Array(2 * MB).fill(0x41);
  expect(checkPdfInflatedSize(pdfWith([raw]), small)).toBe(0);
});

test('an ordinary PDF passes with room to spare', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Jordan Hale, Platform Engineer', { x: 60, y: 780, size: 14, font });
  const bytes = await doc.save();
  const inflated = checkPdfInflatedSize(bytes);
  expect(inflated).toBeGreaterThan(0);
  expect(inflated).toBeLessThan(PDF_LIMITS.maxInflatedBytes / 100);
});
