import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx';
import { lexicons, type Language } from '../../lexicon/index.ts';
import type { ContactView, EntryView, LetterView, Paper, ResumeView, SectionView } from '../view-model.ts';

/*
 * Word documents from the same view the PDF templates lay out, so both say exactly the same
 * thing. Everything is real text: the name is the document title style, section names are real
 * headings (Heading 1), entries Heading 2, lists real Word bullets, links real hyperlinks. That is
 * what applicant tracking systems and Word's navigation read.
 */

/** Page sizes in twentieths of a point. */
const pageSize: Record<Paper, { width: number; height: number }> = {
  a4: { width: 11906, height: 16838 },
  'us-letter': { width: 12240, height: 15840 },
};
const margin = 1020; // 18 mm

const ACCENT = { classic: '1F2937', modern: '1C5D99' } as const;
const BULLETS = 'resume-bullets';

function styles(template: 'classic' | 'modern', lang: Language) {
  const font = template === 'modern' ? 'Calibri' : 'Cambria';
  const accent = ACCENT[template];
  return {
    default: {
      document: {
        run: { font, size: 21, language: { value: lexicons[lang].tag } },
        paragraph: { spacing: { after: 60 } },
      },
      title: { run: { font, size: 40, bold: true, color: accent }, paragraph: { spacing: { after: 40 } } },
      heading1: {
        run: { font, size: 24, bold: true, color: accent, allCaps: template === 'classic' },
        paragraph: {
          spacing: { before: 220, after: 80 },
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 2 } },
          keepNext: true,
        },
      },
      heading2: {
        run: { font, size: 22, bold: true, color: '111827' },
        paragraph: { spacing: { before: 120, after: 20 }, keepNext: true },
      },
    },
  };
}

const numbering = {
  config: [
    {
      reference: BULLETS,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 240 } } },
        },
      ],
    },
  ],
};

function contactRuns(items: readonly ContactView[]): ParagraphChild[] {
  const runs: ParagraphChild[] = [];
  items.forEach((item, i) => {
    if (i > 0) runs.push(new TextRun({ text: '  ·  ', color: '6B7280' }));
    runs.push(
      item.href
        ? new ExternalHyperlink({
            link: item.href,
            children: [new TextRun({ text: item.text, style: 'Hyperlink' })],
          })
        : new TextRun(item.text),
    );
  });
  return runs;
}

function headerParagraphs(header: {
  name: string;
  label: string;
  contacts: ContactView[];
  links: ContactView[];
}): Paragraph[] {
  const out: Paragraph[] = [];
  if (header.name) out.push(new Paragraph({ text: header.name, heading: HeadingLevel.TITLE }));
  if (header.label)
    out.push(new Paragraph({ children: [new TextRun({ text: header.label, size: 24, color: '374151' })] }));
  if (header.contacts.length) out.push(new Paragraph({ children: contactRuns(header.contacts) }));
  if (header.links.length) out.push(new Paragraph({ children: contactRuns(header.links) }));
  return out;
}

const bullet = (text: string) => new Paragraph({ text, numbering: { reference: BULLETS, level: 0 } });

function entryParagraphs(entry: EntryView): Paragraph[] {
  const out: Paragraph[] = [];
  const heading: ParagraphChild[] = [
    entry.href
      ? new ExternalHyperlink({
          link: entry.href,
          children: [new TextRun({ text: entry.title, style: 'Hyperlink' })],
        })
      : new TextRun(entry.title),
  ];
  if (entry.subtitle) heading.push(new TextRun({ text: ` — ${entry.subtitle}`, bold: false }));
  out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: heading }));
  const meta = [entry.dates, entry.location].filter(Boolean).join('  ·  ');
  if (meta)
    out.push(new Paragraph({ children: [new TextRun({ text: meta, italics: true, color: '4B5563' })] }));
  for (const text of entry.paragraphs) out.push(new Paragraph({ text }));
  for (const text of entry.bullets) out.push(bullet(text));
  for (const text of entry.notes)
    out.push(new Paragraph({ children: [new TextRun({ text, size: 19, color: '4B5563' })] }));
  return out;
}

function sectionParagraphs(section: SectionView): Paragraph[] {
  const out: Paragraph[] = [new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_1 })];
  switch (section.kind) {
    case 'text':
      for (const text of section.paragraphs) out.push(new Paragraph({ text }));
      break;
    case 'entries':
      for (const entry of section.entries) out.push(...entryParagraphs(entry));
      break;
    case 'pairs':
      for (const pair of section.pairs) {
        out.push(
          new Paragraph({
            children: pair.label
              ? [new TextRun({ text: `${pair.label}: `, bold: true }), new TextRun(pair.value)]
              : [new TextRun(pair.value)],
          }),
        );
      }
      break;
    case 'inline':
      out.push(new Paragraph({ text: section.items.join(' · ') }));
      break;
    case 'bullets':
      for (const text of section.items) out.push(bullet(text));
      break;
  }
  return out;
}

async function pack(doc: Document): Promise<Uint8Array> {
  const buffer = await Packer.toBuffer(doc);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

function page(paper: Paper) {
  return { size: pageSize[paper], margin: { top: margin, bottom: margin, left: margin, right: margin } };
}

/** The resume view as a Word document. */
export function resumeViewToDocx(view: ResumeView): Promise<Uint8Array> {
  const doc = new Document({
    title: view.documentTitle,
    creator: view.author || 'Tailor',
    styles: styles(view.template, view.lang),
    numbering,
    sections: [
      {
        properties: { page: page(view.paper) },
        children: [...headerParagraphs(view.header), ...view.sections.flatMap(sectionParagraphs)],
      },
    ],
  });
  return pack(doc);
}

/** The cover letter view as a Word document: sender, date, recipient, subject, then the letter. */
export function letterViewToDocx(view: LetterView): Promise<Uint8Array> {
  const children: Paragraph[] = [...headerParagraphs(view.sender)];
  const spaced = (
    text: string,
    extra: Partial<{ bold: boolean; alignment: (typeof AlignmentType)[keyof typeof AlignmentType] }> = {},
  ) =>
    new Paragraph({
      alignment: extra.alignment,
      spacing: { before: 120, after: 120 },
      children: [new TextRun({ text, bold: extra.bold })],
    });
  if (view.date) children.push(spaced(view.date, { alignment: AlignmentType.RIGHT }));
  if (view.recipient.name) children.push(new Paragraph({ text: view.recipient.name }));
  if (view.recipient.employer) children.push(new Paragraph({ text: view.recipient.employer }));
  if (view.subject) children.push(new Paragraph({ text: view.subject, heading: HeadingLevel.HEADING_2 }));
  if (view.greeting) children.push(spaced(view.greeting));
  for (const text of view.paragraphs)
    children.push(new Paragraph({ text, spacing: { after: 160 }, alignment: AlignmentType.JUSTIFIED }));
  if (view.closing) children.push(spaced(view.closing));
  if (view.signature)
    children.push(new Paragraph({ children: [new TextRun({ text: view.signature, bold: true })] }));
  const doc = new Document({
    title: view.documentTitle,
    creator: view.author || 'Tailor',
    styles: styles(view.template, view.lang),
    numbering,
    sections: [{ properties: { page: page(view.paper) }, children }],
  });
  return pack(doc);
}
