import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  width: number;
  height: number;
  /** Text items in the order the PDF draws them, which is the order an ATS reads. */
  items: string[];
  text: string;
  /** Font size (pt) of each text item, in the same order as the items the PDF draws. */
  sizes: number[];
}

/** Text and size of every page, read the way a screen reader or an ATS would. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  // pdfjs takes ownership of (detaches) the buffer it is given, so hand it a copy.
  const doc = await getDocument({
    data: bytes.slice(),
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      const content = await page.getTextContent();
      const parts: string[] = [];
      const sizes: number[] = [];
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        parts.push(item.str);
        if (item.str.trim()) sizes.push(Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0));
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push({ width: x1 - x0, height: y1 - y0, items: parts.filter((s) => s.trim()), text, sizes });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).map((p) => p.text).join('\n');
}

/** Every /BaseFont the PDF names (without the subset tag), e.g. "SourceSans3-Regular". */
export function embeddedFontNames(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const names = [...raw.matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/<>[\]]+)/g)].map((m) => m[1] ?? '');
  return [...new Set(names)];
}
