import { contactPieces, formatDegree, formatRange, HEADINGS } from './format.ts';
import { PdfWriter } from './pdf-kit.ts';
import { list, renderLists, type PdfOptions } from './pdf-lists.ts';
import type { Person } from './types.ts';

/* Dates in a left margin column, letter-spaced headings. */

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
