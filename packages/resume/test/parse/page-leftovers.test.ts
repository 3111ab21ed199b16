import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { cleanItem } from '../../src/parse/leftover-lines.ts';
import { joinCutTails } from '../../src/parse/line-wraps.ts';
import type { Line } from '../../src/parse/lines.ts';
import { parseLines } from '../../src/parse/pipeline.ts';
import { parseResumeText } from '../../src/parse/index.ts';

const at = (text: string, x: number, bold = false): SourceLine => ({ text, x, size: 10, bold });

describe('leftovers of the page', () => {
  it('drops a lone stop, a signature and a place-and-date line, and trims a cut sentence', () => {
    const name = ['lee', 'sam'];
    expect(cleanItem(':', name)).toBeUndefined();
    expect(cleanItem('Page 1 / 2', name)).toBeUndefined();
    expect(cleanItem('LEE Sam', name)).toBeUndefined();
    expect(cleanItem('Fait à Lyon, le 3 mai 2024', name)).toBeUndefined();
    expect(cleanItem('Hecho en Quito, el 3 de mayo de 2024', name)).toBeUndefined();
    expect(cleanItem('. Stock control', name)).toBe('Stock control');
    expect(cleanItem('Sam Lee Foundation grant', name)).toBe('Sam Lee Foundation grant');
  });

  it('gives a sentence its tail back across a margin heading', () => {
    const lines = joinCutTails(
      [
        at('Skills', 70, true),
        at('Hello, I build web shops and I care about the quality of', 200),
        at('Education', 70, true),
        at('everything.', 200),
        at('Web developer course', 200),
      ].map((l) => l as Line),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Skills',
      'Hello, I build web shops and I care about the quality of everything.',
      'Education',
      'Web developer course',
    ]);
  });

  it('reads a grid of one-word skills as skills, never a date beside them', () => {
    const data = parseLines([
      at('Sam Lee', 200, true),
      at('sam.lee@example.com', 200),
      at('Skills', 70, true),
      at('Mars 2019 - Juin 2019', 200),
      at('HTML\tJavaScript', 260, true),
      at('CSS\tPHP', 262, true),
    ]);
    expect(data.skills.flatMap((g) => [g.name ?? '', ...g.keywords]).filter(Boolean)).toEqual([
      'HTML',
      'JavaScript',
      'CSS',
      'PHP',
    ]);
  });

  it('reads the town a cut year left behind as the place of the degree', () => {
    const data = parseResumeText(
      [
        'Sam Lee',
        'sam.lee@example.com',
        'EDUCATION',
        'INSTITUTO TECNICO DEL NORTE. Estudios universitarios. Ingeniero Civil 2014. Medellín.',
      ].join('\n'),
    );
    const degree = data.education[0]!;
    expect(degree.courses).not.toContain('. Medellín.');
    expect(degree.location).toBe('Medellín');
  });
});
