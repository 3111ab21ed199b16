import { strToU8, zipSync } from 'fflate';
import { expect, test } from 'vitest';
import { extractDocx } from '../../src/extract/docx.ts';
import { parseResumeFile } from '../../src/parse/index.ts';

const W =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';
const STYLES = `<?xml version="1.0"?><w:styles ${W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:styleId="Titre1"><w:name w:val="heading 1"/><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="MyName"><w:name w:val="Title"/><w:rPr><w:sz w:val="48"/></w:rPr></w:style>
</w:styles>`;

function docx(body: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ),
    'word/styles.xml': strToU8(STYLES),
  });
}

const run = (text: string, props = '') =>
  `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;

test('reads styles, bold runs, line breaks, tabs, numbering and tables', () => {
  const body = [
    `<w:p><w:pPr><w:pStyle w:val="MyName"/></w:pPr>${run('Camille Durand')}</w:p>`,
    `<w:p><w:pPr><w:pStyle w:val="Titre1"/></w:pPr>${run('Expérience')}</w:p>`,
    `<w:p>${run('Groupe SEB', '<w:b/>')}<w:r><w:br/></w:r>${run('Développeuse')}<w:r><w:tab/></w:r>${run('2021 – présent')}</w:p>`,
    `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run('Refonte de l&apos;espace client')}</w:p>`,
    `<w:tbl><w:tr><w:tc><w:p>${run('Lyon')}</w:p></w:tc><w:tc><w:p>${run('France')}</w:p></w:tc></w:tr></w:tbl>`,
    `<w:p><w:r><mc:AlternateContent><mc:Choice><w:drawing><w:txbxContent><w:p>${run('In a text box')}</w:p></w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent><w:p>${run('In a text box')}</w:p></w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`,
    `<w:p>${run('Not bold', '<w:b w:val="0"/>')}</w:p>`,
  ].join('');
  const { lines } = extractDocx(docx(body));
  expect(lines).toEqual([
    {
      text: 'Camille Durand',
      size: 24,
      bold: false,
      headingLevel: 0,
      bullet: undefined,
      continuation: undefined,
    },
    { text: 'Expérience', size: 14, bold: true, headingLevel: 1, bullet: undefined, continuation: undefined },
    {
      text: 'Groupe SEB',
      size: 11,
      bold: true,
      headingLevel: undefined,
      bullet: undefined,
      continuation: undefined,
    },
    {
      text: 'Développeuse\t2021 – présent',
      size: 11,
      bold: false,
      headingLevel: undefined,
      bullet: undefined,
      continuation: true,
    },
    {
      text: "Refonte de l'espace client",
      size: 11,
      bold: false,
      headingLevel: undefined,
      bullet: true,
      continuation: undefined,
    },
    {
      text: 'Lyon\tFrance',
      size: 11,
      bold: false,
      headingLevel: undefined,
      bullet: undefined,
      continuation: undefined,
    },
    {
      text: 'In a text box',
      size: 11,
      bold: false,
      headingLevel: undefined,
      bullet: undefined,
      continuation: undefined,
    },
    {
      text: 'Not bold',
      size: 11,
      bold: false,
      headingLevel: undefined,
      bullet: undefined,
      continuation: undefined,
    },
  ]);
});

test('a paragraph with line breaks parses as one entry with its parts', async () => {
  const body = [
    `<w:p>${run('Julien Moreau', '<w:b/><w:sz w:val="40"/>')}<w:r><w:br/></w:r>${run('Chef de cuisine')}<w:r><w:br/></w:r>${run('julien@exemple.com | 06 98 76 54 32')}</w:p>`,
    `<w:p>${run('EXPÉRIENCE', '<w:b/>')}</w:p>`,
    `<w:p>${run('Le Chapon Fin', '<w:b/>')}<w:r><w:br/></w:r>${run('Sous-chef')}<w:r><w:br/></w:r>${run('mars 2020 – présent | Bordeaux, France')}</w:p>`,
    `<w:p>${run('• Gestion des commandes et des stocks')}</w:p>`,
    `<w:p>${run('FORMATION', '<w:b/>')}</w:p>`,
    `<w:p>${run('Institut Paul Bocuse, Bachelor en Arts culinaires, 2015')}</w:p>`,
  ].join('');
  const { data } = await parseResumeFile(docx(body));
  // A Word file has no pages of its own to keep.
  expect(data.meta?.sourcePages).toBeUndefined();
  expect(data.basics).toMatchObject({
    name: 'Julien Moreau',
    label: 'Chef de cuisine',
    email: 'julien@exemple.com',
    phone: '06 98 76 54 32',
  });
  expect(data.work).toEqual([
    {
      name: 'Le Chapon Fin',
      position: 'Sous-chef',
      startDate: '2020-03',
      endDate: 'present',
      'x-printed': { dates: 'mars 2020 – présent', startDate: '2020-03', endDate: 'present' },
      // The header as printed, for a document to set it so when its fields are unsure.
      'x-header': 'Le Chapon Fin · Sous-chef · Bordeaux, France',
      location: 'Bordeaux, France',
      highlights: ['Gestion des commandes et des stocks'],
    },
  ]);
  expect(data.education[0]).toMatchObject({
    institution: 'Institut Paul Bocuse',
    studyType: 'Bachelor',
    area: 'Arts culinaires',
    endDate: '2015',
  });
  expect(data.meta?.language).toBe('fr');
});

test('reads the name and contact details Word keeps in the page header', async () => {
  const header = `<?xml version="1.0"?><w:hdr ${W}><w:p>${run('Ana López', '<w:b/><w:sz w:val="36"/>')}</w:p><w:p>${run('ana.lopez@correo.es | +34 611 222 333')}</w:p></w:hdr>`;
  const footer = `<?xml version="1.0"?><w:ftr ${W}><w:p>${run('Página 1 de 1')}</w:p></w:ftr>`;
  const body = [
    `<w:p>${run('EXPERIENCIA', '<w:b/>')}</w:p>`,
    `<w:p>${run('Mercadona — Cajera')}</w:p>`,
    `<w:p>${run('2019 – actualidad')}</w:p>`,
  ].join('');
  const bytes = zipSync({
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ),
    'word/header1.xml': strToU8(header),
    'word/footer1.xml': strToU8(footer),
  });
  const { data, text } = await parseResumeFile(bytes);
  expect(text.split('\n')[0]).toBe('Ana López');
  expect(data.basics).toMatchObject({
    name: 'Ana López',
    email: 'ana.lopez@correo.es',
    phone: '+34 611 222 333',
  });
  expect(data.work).toEqual([
    {
      name: 'Mercadona',
      position: 'Cajera',
      startDate: '2019',
      endDate: 'present',
      'x-printed': { dates: '2019 – actualidad', startDate: '2019', endDate: 'present' },
      'x-header': 'Mercadona – Cajera',
      highlights: [],
    },
  ]);
  expect(data.custom).toEqual([]);
});

test('an email carried only by a link is read from where the link points', async () => {
  const bytes = zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document ${W} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>` +
        `<w:p><w:pPr><w:pStyle w:val="MyName"/></w:pPr>${run('Camille Durand')}</w:p>` +
        `<w:p><w:hyperlink r:id="rId8">${run('Email')}</w:hyperlink>${run(' | ')}<w:hyperlink r:id="rId9">${run('LinkedIn')}</w:hyperlink></w:p>` +
        `<w:p><w:pPr><w:pStyle w:val="Titre1"/></w:pPr>${run('Expérience')}</w:p>` +
        `<w:p>${run('Groupe SEB, Développeuse, 2021 – 2023')}</w:p>` +
        `</w:body></w:document>`,
    ),
    'word/styles.xml': strToU8(STYLES),
    'word/_rels/document.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="mailto:camille.durand@example.fr" TargetMode="External"/>` +
        `<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.linkedin.com/in/camille-durand" TargetMode="External"/>` +
        `</Relationships>`,
    ),
  });
  const { data } = await parseResumeFile(bytes);
  expect(data.basics.email).toBe('camille.durand@example.fr');
  // A web link may name an employer or a project as well as a profile: it is not taken.
  expect(data.basics.profiles).toEqual([]);
});

test('a Word file without heading styles sets its headings apart by the space above them', async () => {
  const p = (text: string, props = '', space = '') =>
    `<w:p>${space ? `<w:pPr><w:spacing w:before="${space}"/></w:pPr>` : ''}${run(text, props)}</w:p>`;
  const empty = '<w:p/>';
  const body = [
    p('Jordan Pelletier', '<w:b/><w:sz w:val="32"/>'),
    p('jordan.pelletier@example.com'),
    empty,
    p('Experience', '<w:b/>'),
    p('Stage Manager', '<w:b/>'),
    p('Lakeside Theater Guild, 2019 – 2021'),
    p('Set Builder', '<w:b/>'),
    p('Northfield Playhouse, 2017 – 2019'),
    p('Volunteering', '<w:b/>', '280'),
    p('Crossing Guard', '<w:b/>'),
    p('Maple Street School, 2015 – 2017'),
    empty,
    p('Education', '<w:b/>'),
    p('BA in Theater, Northfield College, 2013 – 2017'),
    empty,
    p('Skills', '<w:b/>'),
    p('Carpentry, lighting, scheduling'),
  ].join('');
  const { lines } = extractDocx(docx(body));
  expect(lines.filter((l) => l.blankBefore).map((l) => l.text)).toEqual([
    'Experience',
    'Volunteering',
    'Education',
    'Skills',
  ]);
  const { data } = await parseResumeFile(docx(body));
  expect(data.work.map((w) => w.position)).toEqual(['Stage Manager', 'Set Builder']);
  expect(data.volunteer).toHaveLength(1);
  expect(data.custom).toHaveLength(0);
});
