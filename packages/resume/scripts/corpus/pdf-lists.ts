import type { ResumeData } from '../../src/schema/resume.ts';
import { bareUrl, formatDate, type DateStyle, type Lang } from './format.ts';
import type { PdfWriter } from './pdf-kit.ts';

/** What every PDF layout of the corpus can vary: how dates are written, and a few page habits. */
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

export const list = <T>(x: T[] | undefined): T[] => x ?? [];

/**
 * Skills, projects, languages, certificates, awards, drawn alike by every PDF layout: each passes
 * its own heading, column and type sizes.
 */
export function renderLists(
  w: PdfWriter,
  data: ResumeData,
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
