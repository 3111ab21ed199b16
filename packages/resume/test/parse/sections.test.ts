import { describe, expect, it } from 'vitest';
import { prepareLines } from '../../src/parse/lines.ts';
import { splitSections } from '../../src/parse/sections.ts';

const sectionsOf = (texts: string[]) =>
  splitSections(prepareLines(texts.map((text) => ({ text, bold: /^[A-ZÉ ]+$/.test(text) }))));

describe('sections stage', () => {
  it('keeps the lines above the first heading as the header and groups the rest under headings', () => {
    const { header, sections } = sectionsOf([
      'Jane Doe',
      'jane@example.com',
      'EXPERIENCE',
      'Acme, Engineer',
      'EDUCATION',
      'Stanford University',
      'SKILLS',
      'Go, SQL',
    ]);
    expect(header.map((l) => l.text)).toEqual(['Jane Doe', 'jane@example.com']);
    expect(sections.map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
      ['work', ['Acme, Engineer']],
      ['education', ['Stanford University']],
      ['skills', ['Go, SQL']],
    ]);
  });

  it('takes no heading from a column head set beside the line before it', () => {
    const looks = (text: string, gapBefore: number) => ({ text, bold: true, size: 9, gapBefore });
    const { sections } = splitSections(
      prepareLines([
        { text: 'Jane Doe', size: 20 },
        looks('EXPERIENCE', 2),
        { text: 'Cashier, Harbor Foods 2019 - 2021', size: 9, gapBefore: 0.5 },
        looks('SKILLS', 2),
        { text: 'Other languages\tSPEAKING', size: 9, gapBefore: 0.5 },
        looks('WRITING', -0.4),
        { text: 'Tools\tExcel, Word', size: 9, gapBefore: 1 },
        looks('HOBBIES', 2),
        { text: 'Chess', size: 9, gapBefore: 0.5 },
      ]),
    );
    expect(sections.map((s) => s.key)).toEqual(['work', 'skills', 'interests']);
    expect(sections[1]?.lines.map((l) => l.text)).toContain('Tools\tExcel, Word');
  });

  it('reads French and Spanish headings', () => {
    const fr = sectionsOf(['Marie', 'EXPÉRIENCE PROFESSIONNELLE', 'a', 'FORMATION', 'b', 'COMPÉTENCES', 'c']);
    expect(fr.sections.map((s) => s.key)).toEqual(['work', 'education', 'skills']);
    const es = sectionsOf(['Ana', 'EXPERIENCIA LABORAL', 'a', 'EDUCACIÓN', 'b', 'HABILIDADES', 'c']);
    expect(es.sections.map((s) => s.key)).toEqual(['work', 'education', 'skills']);
  });

  it('opens a section from "Skills: ..." on one line after another section', () => {
    const { sections } = sectionsOf([
      'Jane',
      'EXPERIENCE',
      'Acme',
      'EDUCATION',
      'MIT',
      'PROJECTS',
      'Tool',
      'Skills: Go, SQL',
    ]);
    expect(sections.at(-1)).toMatchObject({ key: 'skills', inline: true });
    expect(sections.at(-1)?.lines.map((l) => l.text)).toEqual(['Go, SQL']);
  });

  it('reads headings in a document typed all in bold by their names, not by their weight', () => {
    const lines = [
      'Ana Pérez',
      'ana@example.com',
      'DATOS PERSONALES',
      'Nacionalidad: chilena',
      'ESTUDIOS ACADEMICOS',
      'Universidad del Norte 2010-2014',
      'Experiencia Laboral',
      'FERRETERÍA EL SOL',
      '2019-2022',
      'Encargada de bodega',
      'Tecnologías de información',
      'PASATIEMPOS',
      'Leer',
    ];
    const { sections } = splitSections(prepareLines(lines.map((text) => ({ text, bold: true }))));
    expect(sections.map((s) => [s.key, s.lines.length])).toEqual([
      ['contact', 1],
      ['education', 1],
      ['work', 4],
      ['interests', 1],
    ]);
  });
});
