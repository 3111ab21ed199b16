import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { contactPieces, formatDegree, formatRange, HEADINGS, type DrawEntry } from './format.ts';
import { PdfWriter } from './pdf-kit.ts';
import { list, renderLists, type PdfOptions } from './pdf-lists.ts';
import type { Person } from './types.ts';

/* Single column: Chrome print, LaTeX, Word export, embedded font. */

export interface SingleColumnOptions extends PdfOptions {
  font: 'sans' | 'serif' | 'embedded';
  perWord?: boolean;
  heading: 'caps-rule' | 'small-caps' | 'big-title' | 'margin';
  entry: 'company-first' | 'latex' | 'word';
  /** Text as some PDFs carry it: ligature glyphs, soft hyphens, odd spaces and dashes. */
  typographic?: boolean;
  paper?: 'a4' | 'letter';
}

function typographic(text: string): string {
  return text.replace(/fi/g, '\uFB01').replace(/fl/g, '\uFB02');
}

export async function renderSingleColumn(person: Person, o: SingleColumnOptions): Promise<Uint8Array> {
  const { data, lang } = person;
  const size: [number, number] = o.paper === 'letter' ? [612, 792] : [595.28, 841.89];
  let w: PdfWriter;
  if (o.font === 'embedded') {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const load = (file: string) =>
      doc.embedFont(readFileSync(`/usr/share/fonts/truetype/dejavu/${file}`), { subset: true });
    const fonts = {
      regular: await load('DejaVuSans.ttf'),
      bold: await load('DejaVuSans-Bold.ttf'),
      italic: await load('DejaVuSans-Oblique.ttf'),
    };
    // Narrow margins of a word processor that hyphenates: long words break at line ends.
    w = new PdfWriter(doc, fonts, size, { top: 48, bottom: 48, left: 48, right: 150 });
    w.hyphenate = true;
  } else {
    w = await PdfWriter.create({
      serif: o.font === 'serif',
      perWord: o.perWord,
      size,
      margin: o.font === 'serif' ? 60 : 50,
    });
  }
  const t = (s: string) => (o.typographic ? typographic(s) : s);
  let pendingMargin: string | undefined;
  if (o.heading === 'margin') {
    // Text column starts right of the heading margin; the heading lands on the first baseline below it.
    const original = w.down.bind(w);
    w.down = (leading: number) => {
      original(leading);
      if (pendingMargin) {
        w.page.drawText(pendingMargin, { x: 40, y: w.y, size: body, font: w.fonts.bold });
        pendingMargin = undefined;
      }
    };
  }
  const body = o.font === 'serif' ? 10.5 : o.entry === 'word' ? 10.5 : 9.5;
  const lead = body * 1.35;
  if (o.heading === 'margin') w.margin.left = 175;
  const x = w.margin.left;
  const H = HEADINGS[lang];
  const range = (item: { startDate?: string; endDate?: string }) =>
    formatRange(item, lang, o.dateStyle, {
      separator: o.typographic ? '\u00A0\u2014\u00A0' : o.separator,
      presentIndex: o.presentIndex,
    }).replace(/ (\d{4})/g, o.typographic ? '\u00A0$1' : ' $1');

  // Header
  w.down(o.entry === 'latex' ? 22 : 20);
  if (o.entry === 'latex')
    w.text(
      data.basics.name ?? '',
      (w.size[0] - w.fonts.bold.widthOfTextAtSize(data.basics.name ?? '', 22)) / 2,
      22,
      w.fonts.bold,
    );
  else w.text(data.basics.name ?? '', x, 22, w.fonts.bold);
  if (data.basics.label) {
    w.down(16);
    w.text(t(data.basics.label), x, 12, w.fonts.regular, rgb(0.25, 0.25, 0.25));
  }
  w.down(15);
  w.text(contactPieces(data.basics).join(o.entry === 'word' ? ' | ' : '  •  '), x, body - 0.5);

  const heading = (key: string) => {
    const title = H[key] ?? key;
    w.down(lead * 1.9);
    if (o.heading === 'caps-rule') {
      w.text(title.toUpperCase(), x, body + 1.5, w.fonts.bold);
      w.line(x, w.right);
    } else if (o.heading === 'small-caps') {
      // Small caps as LaTeX sets them: a full-size capital then smaller capitals.
      let cx = x;
      for (const word of title.split(' ')) {
        cx += w.text(word.slice(0, 1).toUpperCase(), cx, body + 2, w.fonts.regular);
        cx += w.text(word.slice(1).toUpperCase(), cx, (body + 2) * 0.8, w.fonts.regular);
        cx += w.fonts.regular.widthOfTextAtSize(' ', body + 2);
      }
      w.line(x, w.right);
    } else if (o.heading === 'margin') {
      // Drawn at the baseline of the section's first line, in the margin left of the text column.
      w.y += lead * 1.9 - lead * 0.6;
      pendingMargin = title.toUpperCase();
      return;
    } else {
      w.text(title, x, body + 4, w.fonts.regular, rgb(0.1, 0.3, 0.6));
    }
    w.down(4);
  };

  const entry: DrawEntry = (name, position, location, dates, highlights) => {
    if (o.entry === 'company-first') {
      w.down(lead * 1.2);
      w.text(t(name ?? ''), x, body, w.fonts.bold);
      if (location) w.rightText(location, body);
      w.down(lead);
      w.text(t(position ?? ''), x, body, w.fonts.italic);
      w.rightText(dates, body);
    } else if (o.entry === 'latex') {
      w.down(lead * 1.2);
      w.text(t(name ?? ''), x, body, w.fonts.bold);
      w.rightText(dates, body);
      w.down(lead);
      w.text(t(position ?? ''), x, body, w.fonts.italic);
      if (location) w.rightText(location, body, w.fonts.italic);
    } else {
      w.down(lead * 1.2);
      w.text(`${t(position ?? '')} — ${t(name ?? '')}`, x, body, w.fonts.bold);
      w.down(lead);
      w.text([dates, location].filter(Boolean).join(' | '), x, body - 0.5, w.fonts.italic);
    }
    for (const h of highlights) w.bullet(t(h), x + 8, w.width - 8, body, lead);
  };

  if (data.basics.summary) {
    heading('summary');
    w.paragraph(t(data.basics.summary), x, w.width, body, lead);
  }
  if (list(data.work).length) {
    heading('work');
    for (const job of list(data.work))
      entry(job.name, job.position, job.location, range(job), job.highlights);
  }
  if (list(data.education).length) {
    heading('education');
    for (const e of list(data.education))
      entry(e.institution, formatDegree(e, lang), e.location, range(e), []);
  }
  renderLists(w, data, lang, o, heading, x, body, lead, t);
  if (list(data.volunteer).length) {
    heading('volunteer');
    for (const v of list(data.volunteer))
      entry(v.organization, v.position, undefined, range(v), v.highlights);
  }
  return w.save();
}
