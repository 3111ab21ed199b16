import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  TabStopPosition,
  TabStopType,
  TextRun,
} from 'docx';
import {
  bareUrl,
  contactPieces,
  formatDate,
  formatDegree,
  formatRange,
  HEADINGS,
  type DateStyle,
  type DrawEntry,
} from './format.ts';
import type { Person } from './types.ts';

export interface DocxOptions {
  /** styles: Word heading styles; bold: bold paragraphs as headings; breaks: line breaks inside paragraphs. */
  variant: 'styles' | 'bold' | 'breaks';
  dateStyle: DateStyle;
  presentIndex?: number;
}

const list = <T>(x: T[] | undefined): T[] => x ?? [];
const rightTab = [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }];

export async function renderDocx(person: Person, o: DocxOptions): Promise<Uint8Array> {
  const { data, lang } = person;
  const H = HEADINGS[lang];
  const children: Paragraph[] = [];
  const range = (item: { startDate?: string; endDate?: string }) =>
    formatRange(item, lang, o.dateStyle, { presentIndex: o.presentIndex });

  const heading = (key: string) => {
    const title = H[key] ?? key;
    if (o.variant === 'bold')
      children.push(
        new Paragraph({
          spacing: { before: 240 },
          children: [new TextRun({ text: title, bold: true, size: 26 })],
        }),
      );
    else
      children.push(
        new Paragraph({
          heading: o.variant === 'styles' ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
          children: [new TextRun(title)],
        }),
      );
  };
  // The line-break variant also carries what pasted text brings along: soft hyphens, no-break spaces.
  const carry = (text: string) =>
    o.variant === 'breaks'
      ? text.replace(/([a-zà-ÿ]{4})([a-zà-ÿ]{5,})/g, '$1\u00AD$2').replace(/ (\d)/g, '\u00A0$1')
      : text;
  const bullet = (raw: string) => {
    const text = carry(raw);
    if (o.variant === 'bold')
      children.push(
        new Paragraph({ indent: { left: 360, hanging: 180 }, children: [new TextRun(`• ${text}`)] }),
      );
    else children.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] }));
  };

  // Header
  if (o.variant === 'breaks') {
    const pieces = contactPieces(data.basics);
    children.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ text: data.basics.name ?? '', bold: true, size: 40 }),
          new TextRun({ text: data.basics.label ?? '', break: 1, size: 24 }),
          new TextRun({ text: pieces.slice(0, 2).join(' | '), break: 1 }),
          new TextRun({ text: pieces.slice(2).join(' | '), break: 1 }),
        ],
      }),
    );
  } else {
    children.push(
      o.variant === 'styles'
        ? new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(data.basics.name ?? '')] })
        : new Paragraph({ children: [new TextRun({ text: data.basics.name ?? '', bold: true, size: 36 })] }),
    );
    children.push(
      new Paragraph({ children: [new TextRun({ text: data.basics.label ?? '', italics: true })] }),
    );
    children.push(new Paragraph({ children: [new TextRun(contactPieces(data.basics).join(' | '))] }));
  }

  const entry: DrawEntry = (name, position, location, dates, highlights) => {
    if (o.variant === 'styles') {
      children.push(
        new Paragraph({
          tabStops: rightTab,
          spacing: { before: 160 },
          children: [
            new TextRun({ text: name ?? '', bold: true }),
            new TextRun({ children: [new Tab(), location ?? ''] }),
          ],
        }),
      );
      children.push(
        new Paragraph({
          tabStops: rightTab,
          children: [
            new TextRun({ text: position ?? '', italics: true }),
            new TextRun({ children: [new Tab(), dates] }),
          ],
        }),
      );
    } else if (o.variant === 'bold') {
      children.push(
        new Paragraph({
          spacing: { before: 160 },
          children: [new TextRun({ text: `${position} at ${name}`, bold: false, italics: true })],
        }),
      );
      children.push(
        new Paragraph({ children: [new TextRun({ text: [dates, location].filter(Boolean).join(', ') })] }),
      );
    } else {
      children.push(
        new Paragraph({
          spacing: { before: 160 },
          children: [
            new TextRun({ text: name ?? '', bold: true }),
            new TextRun({ text: position ?? '', break: 1 }),
            new TextRun({ text: [dates, location].filter(Boolean).join(' | '), break: 1, italics: true }),
          ],
        }),
      );
    }
    for (const h of highlights) bullet(h);
  };

  if (data.basics.summary) {
    heading('summary');
    children.push(new Paragraph({ children: [new TextRun(carry(data.basics.summary))] }));
  }
  if (list(data.work).length) {
    heading('work');
    for (const j of list(data.work)) entry(j.name, j.position, j.location, range(j), j.highlights);
  }
  if (list(data.education).length) {
    heading('education');
    for (const e of list(data.education)) {
      if (o.variant === 'bold') {
        children.push(
          new Paragraph({
            spacing: { before: 120 },
            children: [new TextRun({ text: `${formatDegree(e, lang)}, ${e.institution}` })],
          }),
        );
        children.push(new Paragraph({ children: [new TextRun(range(e))] }));
      } else entry(e.institution, formatDegree(e, lang), e.location, range(e), []);
    }
  }
  if (list(data.skills).length) {
    heading('skills');
    for (const s of list(data.skills))
      children.push(
        new Paragraph({
          children: [new TextRun({ text: `${s.name}: `, bold: true }), new TextRun(s.keywords.join(', '))],
        }),
      );
  }
  if (list(data.projects).length) {
    heading('projects');
    for (const p of list(data.projects)) {
      children.push(
        new Paragraph({
          children: [
            new TextRun({ text: p.name ?? '', bold: true }),
            new TextRun(p.url ? ` — ${bareUrl(p.url)}` : ''),
          ],
        }),
      );
      if (p.description) children.push(new Paragraph({ children: [new TextRun(p.description)] }));
    }
  }
  if (list(data.languages).length) {
    heading('languages');
    for (const l of list(data.languages)) bullet(`${l.language}: ${l.fluency}`);
  }
  if (list(data.certificates).length) {
    heading('certificates');
    for (const c of list(data.certificates))
      bullet(`${c.name} — ${c.issuer} (${formatDate(c.date, lang, o.dateStyle)})`);
  }
  if (list(data.awards).length) {
    heading('awards');
    for (const a of list(data.awards))
      bullet(`${a.title} — ${a.awarder} (${formatDate(a.date, lang, o.dateStyle)})`);
  }
  if (list(data.volunteer).length) {
    heading('volunteer');
    for (const v of list(data.volunteer))
      entry(v.organization, v.position, undefined, range(v), v.highlights);
  }
  const doc = new Document({ creator: 'corpus', sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
