import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { ResumeData } from '../../src/schema/resume.ts';
import {
  bareUrl,
  contactPieces,
  formatDate,
  formatDegree,
  formatRange,
  HEADINGS,
  locationText,
  type DateStyle,
  type Lang,
} from './format.ts';
import { PdfWriter } from './pdf-kit.ts';
import type { Person } from './types.ts';

export interface PdfOptions {
  dateStyle: DateStyle;
  presentIndex?: number;
  separator?: string;
  /** Left-dates layout: a narrow date cell that wraps "2019 –" / "Present" over two lines. */
  wrapDates?: boolean;
  /** Two-column layout: the sidebar on the right instead of the left. */
  sidebarRight?: boolean;
  /** Print "Page n of m" at the foot of every page, as word processors do. */
  pageNumbers?: boolean;
}

type Data = Person['data'];
const list = <T>(x: T[] | undefined): T[] => x ?? [];

/* ---------------- single column: Chrome print, LaTeX, Word export, embedded font ---------------- */

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

  const entry = (
    name: string | undefined,
    position: string | undefined,
    location: string | undefined,
    dates: string,
    highlights: string[],
  ) => {
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

/** Skills, projects, languages, certificates, awards: the same in every single-column layout. */
function renderLists(
  w: PdfWriter,
  data: Data,
  lang: Lang,
  o: PdfOptions,
  heading: (key: string) => void,
  x: number,
  body: number,
  lead: number,
  t: (s: string) => string = (s) => s,
): void {
  if (list(data.skills).length) {
    heading('skills');
    for (const s of list(data.skills)) {
      w.down(lead);
      const label = `${s.name}: `;
      const width = w.text(label, x, body, w.fonts.bold);
      w.text(s.keywords.join(', '), x + width, body);
    }
  }
  if (list(data.projects).length) {
    heading('projects');
    for (const p of list(data.projects)) {
      w.down(lead * 1.2);
      const width = w.text(p.name ?? '', x, body, w.fonts.bold);
      if (p.url) w.text(` — ${bareUrl(p.url)}`, x + width, body);
      if (p.description) w.paragraph(t(p.description), x, w.width, body, lead);
    }
  }
  if (list(data.languages).length) {
    heading('languages');
    w.down(lead);
    w.text(
      list(data.languages)
        .map((l) => `${l.language} (${l.fluency})`)
        .join(', '),
      x,
      body,
    );
  }
  if (list(data.certificates).length) {
    heading('certificates');
    for (const c of list(data.certificates)) {
      w.bullet(
        `${c.name} — ${c.issuer}, ${formatDate(c.date, lang, o.dateStyle)}`,
        x + 8,
        w.width - 8,
        body,
        lead,
      );
    }
  }
  if (list(data.awards).length) {
    heading('awards');
    for (const a of list(data.awards))
      w.bullet(
        `${a.title} — ${a.awarder}, ${formatDate(a.date, lang, o.dateStyle)}`,
        x + 8,
        w.width - 8,
        body,
        lead,
      );
  }
}

/* ---------------- two columns: sidebar on the left ---------------- */

export async function renderTwoColumn(person: Person, o: PdfOptions): Promise<Uint8Array> {
  const { data, lang } = person;
  const w = await PdfWriter.create({ margin: 40 });
  const H = HEADINGS[lang];
  const side = o.sidebarRight
    ? { x: 405, width: 150, lead: 12.5, size: 9 }
    : { x: 40, width: 150, lead: 12.5, size: 9 };
  const main = o.sidebarRight
    ? { x: 40, width: 340, lead: 14, size: 10 }
    : { x: 215, width: 340, lead: 14, size: 10 };
  const range = (item: { startDate?: string; endDate?: string }) =>
    formatRange(item, lang, o.dateStyle, { presentIndex: o.presentIndex });

  w.down(24);
  w.text(data.basics.name ?? '', 40, 24, w.fonts.bold);
  w.down(18);
  w.text(data.basics.label ?? '', 40, 13, w.fonts.regular, rgb(0.3, 0.3, 0.3));
  w.line(40, w.right, 10);
  const top = w.y - 20;

  // Sidebar
  w.y = top;
  const sideHeading = (key: string) => {
    w.down(side.lead * 1.8);
    w.text((H[key] ?? key).toUpperCase(), side.x, 10, w.fonts.bold);
    w.down(3);
  };
  const sideLine = (text: string, bold = false) => {
    for (const line of w.wrap(text, side.width, side.size, bold ? w.fonts.bold : w.fonts.regular)) {
      w.down(side.lead);
      w.text(line, side.x, side.size, bold ? w.fonts.bold : w.fonts.regular);
    }
  };
  sideHeading('contact');
  for (const piece of contactPieces(data.basics)) sideLine(piece);
  if (list(data.skills).length) {
    sideHeading('skills');
    for (const s of list(data.skills)) {
      sideLine(s.name ?? '', true);
      sideLine(s.keywords.join(', '));
    }
  }
  if (list(data.languages).length) {
    sideHeading('languages');
    for (const l of list(data.languages)) sideLine(`${l.language} – ${l.fluency}`);
  }
  if (list(data.education).length) {
    sideHeading('education');
    for (const e of list(data.education)) {
      sideLine(e.institution ?? '', true);
      sideLine(formatDegree(e, lang));
      sideLine(range(e));
    }
  }

  // Main column
  w.page = w.doc.getPages()[0]!;
  w.y = top;
  const mainHeading = (key: string) => {
    w.down(main.lead * 1.8);
    w.text((H[key] ?? key).toUpperCase(), main.x, 11.5, w.fonts.bold, rgb(0.1, 0.3, 0.5));
    w.down(3);
  };
  if (data.basics.summary) {
    mainHeading('summary');
    w.paragraph(data.basics.summary, main.x, main.width, main.size, main.lead);
  }
  const job = (
    name: string | undefined,
    position: string | undefined,
    location: string | undefined,
    dates: string,
    highlights: string[],
  ) => {
    w.down(main.lead * 1.2);
    w.text(position ?? '', main.x, main.size + 0.5, w.fonts.bold);
    w.down(main.lead);
    w.text([name, location].filter(Boolean).join(' | '), main.x, main.size);
    w.down(main.lead);
    w.text(dates, main.x, main.size - 1, w.fonts.italic, rgb(0.4, 0.4, 0.4));
    for (const h of highlights) w.bullet(h, main.x + 4, main.width - 4, main.size, main.lead);
  };
  if (list(data.work).length) {
    mainHeading('work');
    for (const j of list(data.work)) job(j.name, j.position, j.location, range(j), j.highlights);
  }
  const lists = { ...data, skills: [], languages: [] };
  renderLists(w, lists, lang, o, mainHeading, main.x, main.size, main.lead);
  if (list(data.volunteer).length) {
    mainHeading('volunteer');
    for (const v of list(data.volunteer)) job(v.organization, v.position, undefined, range(v), v.highlights);
  }
  if (o.pageNumbers) {
    const pages = w.doc.getPages();
    pages.forEach((page, i) =>
      page.drawText(`Page ${i + 1} of ${pages.length}`, { x: 270, y: 20, size: 8, font: w.fonts.regular }),
    );
  }
  return w.save();
}

/* ---------------- dates in a left margin column, letter-spaced headings ---------------- */

export async function renderLeftDates(person: Person, o: PdfOptions): Promise<Uint8Array> {
  const { data, lang } = person;
  const w = await PdfWriter.create({ size: [612, 792], margin: 48 });
  const H = HEADINGS[lang];
  const dateX = 48;
  const textX = 150;
  const size = 10;
  const lead = 13.5;
  const width = w.right - textX;
  const range = (item: { startDate?: string; endDate?: string }) =>
    formatRange(item, lang, o.dateStyle, { presentIndex: o.presentIndex, separator: o.separator });

  w.down(22);
  w.text(data.basics.name ?? '', textX, 22, w.fonts.bold);
  w.down(16);
  w.text(data.basics.label ?? '', textX, 12);
  w.down(14);
  w.text(contactPieces(data.basics).join(' · '), textX, 8.5);

  const heading = (key: string) => {
    w.down(lead * 2);
    // Letter-spaced capitals, each letter its own text object, as design tools export them.
    let cx = dateX;
    const title = (H[key] ?? key).toUpperCase();
    for (const ch of title) {
      if (ch === ' ') {
        cx += 9;
        continue;
      }
      w.text(ch, cx, 10.5, w.fonts.bold);
      cx += w.fonts.bold.widthOfTextAtSize(ch, 10.5) + 3.2;
    }
    w.line(dateX, w.right);
    w.down(4);
  };
  const item = (dates: string, first: string, second: string | undefined, highlights: string[]) => {
    w.down(lead * 1.2);
    const [from, to] = dates.split(/ – /);
    const wrap = o.wrapDates && to !== undefined;
    w.text(wrap ? `${from} –` : dates, dateX, size - 1);
    w.text(first, textX, size, w.fonts.bold);
    if (second || wrap) {
      w.down(lead);
      if (wrap) w.text(to ?? '', dateX, size - 1);
      if (second) w.text(second, textX, size, w.fonts.italic);
    }
    for (const h of highlights) w.bullet(h, textX, width, size, lead, '▪'.replace('▪', '-'));
  };
  if (data.basics.summary) {
    heading('summary');
    w.paragraph(data.basics.summary, textX, width, size, lead);
  }
  if (list(data.work).length) {
    heading('work');
    for (const j of list(data.work))
      item(range(j), j.position ?? '', [j.name, j.location].filter(Boolean).join(', '), j.highlights);
  }
  if (list(data.education).length) {
    heading('education');
    for (const e of list(data.education)) item(range(e), formatDegree(e, lang), e.institution, []);
  }
  if (list(data.volunteer).length) {
    heading('volunteer');
    for (const v of list(data.volunteer)) item(range(v), v.position ?? '', v.organization, v.highlights);
  }
  renderLists(w, data, lang, o, heading, textX, size, lead);
  return w.save();
}

export const locationOf = locationText;
export type { ResumeData };
