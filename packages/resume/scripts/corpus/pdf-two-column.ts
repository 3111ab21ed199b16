import { rgb } from 'pdf-lib';
import { contactPieces, formatDegree, formatRange, HEADINGS, type DrawEntry } from './format.ts';
import { PdfWriter } from './pdf-kit.ts';
import { list, renderLists, type PdfOptions } from './pdf-lists.ts';
import type { Person } from './types.ts';

/* Two columns: a sidebar (contact, skills, languages, education) on the left, or on the right. */

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
  const job: DrawEntry = (name, position, location, dates, highlights) => {
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
