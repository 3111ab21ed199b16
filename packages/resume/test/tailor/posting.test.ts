import { describe, expect, test } from 'vitest';
import { extractJobKeywords } from '../../src/tailor/index.ts';
import { cleanPostingText } from '../../src/tailor/posting/clean.ts';
import { readPosting } from '../../src/tailor/posting/read-posting.ts';
import { loadJobs, scoreJob, summarize } from './posting-corpus.ts';
import { corpusPresent } from '../corpus/corpus-gate.ts';
import { extractKeywordsDetailed } from '../../src/tailor/keywords.ts';
import { findSkills } from '../../src/tailor/vocabulary.ts';

const boardPaste = `Skip to main content
Menu
Sign in
Senior Front End Engineer
Northwind Labs · San Francisco, CA (Hybrid)
Apply now
About us
Northwind Labs builds modern web applications for retailers in San Francisco.
Responsibilities
- Build React components for our web applications
- Keep performance budgets on every page
Requirements
- 5+ years of experience with TypeScript and React
- Strong understanding of accessibility (WCAG)
- Excellent written communication in English
Nice to have
- Experience with GraphQL
Benefits
- $150k-$180k salary, 401(k) match, dental insurance
Similar jobs
Read next story
We use cookies to improve your experience. Accept all cookies
CLOSE`;

describe('readPosting', () => {
  const texts = (description: string) => readPosting(description).requirements.map((r) => r.text);

  test('keeps the job text a front matter field holds, and drops the rest of the metadata', () => {
    const text = cleanPostingText(
      '---\nposter_email: jobs@example.com\ncompensation: $12 - $15\nqualifications: "Forklift licence\\r\\nTwo years in a warehouse"\n---\nWe are hiring.\n',
    );
    expect(text).not.toMatch(/example\.com|\$12/);
    expect(texts(text)).toEqual(expect.arrayContaining(['Forklift', 'Two years in a warehouse']));
  });

  test('reads a question as a section heading', () => {
    const found = texts('¿Qué buscamos en ti?\nExperiencia en atención al cliente.\nCarnet de conducir B.\n');
    expect(found).toEqual(expect.arrayContaining(['Atención al cliente', 'Carnet de conducir B']));
  });

  test("reads a job board's field row, section name and text apart by a tab", () => {
    const found = texts('Lieu de travail\tNantes\nProfil recherché\tPermis B exigé\n');
    expect(found).toContain('Permis B exigé');
    expect(found.join(' ')).not.toContain('Nantes');
  });

  test('a sub-heading right under a list heading keeps the list, and so do its siblings', () => {
    const posting = readPosting(
      'Vos missions :\nAuprès des clients :\n- Accueillir les clients en magasin\nAu sein de l’équipe :\n- Ranger la réserve chaque soir\nAvantages\n- Tickets restaurant\nÀ envoyer par courrier :\n- 3 rue des Lilas\n',
    );
    const duties = posting.requirements.filter((r) => r.from === 'duties').map((r) => r.text);
    expect(duties).toEqual(
      expect.arrayContaining(['Accueillir les clients en magasin', 'Ranger la réserve chaque soir']),
    );
    expect(duties.join(' ')).not.toContain('Lilas');
  });

  test('drops front matter, HTML and escaped bullets', () => {
    const text = cleanPostingText(
      '+++\ndraft = true\ntitle = "X"\n+++\n**Requirements**\n\\- Python\n<button onclick="x">Apply now</button>\n',
    );
    expect(text).not.toMatch(/draft|button|\*\*/);
    expect(text).toContain('- Python');
  });

  test('splits what is required from what is welcome, and keeps clutter, title, places and benefits out', () => {
    const read = readPosting(boardPaste, {
      position: 'Senior Front End Engineer',
      employer: 'Northwind Labs',
    });
    const texts = read.requirements.map((r) => r.text);
    const must = read.requirements.filter((r) => r.importance === 'must').map((r) => r.text);
    const nice = read.requirements.filter((r) => r.importance === 'nice').map((r) => r.text);
    expect(must.join(' | ')).toMatch(/TypeScript and React/);
    expect(must.join(' | ')).toMatch(/accessibility/i);
    expect(nice).toEqual(['GraphQL']);
    for (const junk of [
      /apply/i,
      /cookie/i,
      /san francisco/i,
      /salary|401/i,
      /similar/i,
      /close/i,
      /front end engineer/i,
      /northwind/i,
      /^modern$/i,
    ]) {
      expect(
        texts.some((t) => junk.test(t)),
        String(junk),
      ).toBe(false);
    }
    expect(read.text).not.toMatch(/cookie|Read next story|Sign in/);
  });

  test('types each requirement: tool, qualification, language, skill', () => {
    const read = readPosting(
      'Requirements:\n- Python\n- Bachelor’s degree in Accounting\n- Fluent Spanish and English\n- Attention to detail\n',
    );
    const kind = (t: RegExp): string | undefined => read.requirements.find((r) => t.test(r.text))?.kind;
    expect(kind(/Python/)).toBe('tool');
    expect(kind(/degree/)).toBe('qualification');
    expect(kind(/Spanish/)).toBe('language');
    expect(kind(/detail/)).toBe('skill');
  });

  test('a requirement sentence is not cut at an abbreviation', () => {
    const read = readPosting(
      'Key Requirements\nYou must be a U.S. Citizen or National. Experience with SQL, e.g. PostgreSQL; a degree in Statistics.\n',
    );
    expect(read.requirements.map((r) => r.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^You must be a U\.S\. Citizen or National/)]),
    );
    expect(read.requirements.map((r) => r.text)).not.toContain('You must be a U.S');
  });

  test('reads French and Spanish section headings', () => {
    const fr = readPosting(
      'Profil recherché :\n- Maîtrise de Python\n- Expérience avec Docker\nAtouts :\n- Kubernetes\n',
    );
    expect(fr.requirements.filter((r) => r.importance === 'must').map((r) => r.text)).toEqual([
      'Python',
      'Docker',
    ]);
    expect(fr.requirements.filter((r) => r.importance === 'nice').map((r) => r.text)).toEqual(['Kubernetes']);
    const es = readPosting('Requisitos:\n- Conocimientos de SQL\nDeseable:\n- Power BI\n');
    expect(es.requirements.map((r) => [r.text, r.importance])).toEqual([
      ['SQL', 'must'],
      ['Power BI', 'nice'],
    ]);
  });

  test('keywords come from the job sections only: no title, employer, place or filler', () => {
    const terms = extractKeywordsDetailed(boardPaste, ['Northwind Labs'], 'Senior Front End Engineer').map(
      (k) => k.term.toLowerCase(),
    );
    expect(terms).toEqual(expect.arrayContaining(['react', 'typescript']));
    for (const junk of [
      'end',
      'modern',
      'build',
      'web',
      'applications',
      'san francisco',
      'front end engineer',
      'budget management',
    ])
      expect(terms).not.toContain(junk);
  });

  test('a one-letter skill glued to a word is not that skill ("C-suite", "C\'est")', () => {
    expect(
      extractJobKeywords("Requirements:\n- Present to the C-suite\n- C'est un plus : Java").map(
        (k) => k.term,
      ),
    ).not.toContain('C');
    expect(extractJobKeywords('Requirements:\n- C and C++ on embedded targets').map((k) => k.term)).toContain(
      'C',
    );
  });
});

const jobs = loadJobs();
describe.runIf(corpusPresent(jobs.length > 0, 'The corpus postings'))('posting reading on the corpus', () => {
  test('finds at least 85 % of the must-haves with at most 5 % junk', () => {
    const scores = jobs.map((job) =>
      scoreJob(job, (j) => extractKeywordsDetailed(j.text, [j.employer], j.position).map((k) => k.term)),
    );
    const { recall, junkRate } = summarize(scores);
    expect(recall).toBeGreaterThanOrEqual(0.85);
    expect(junkRate).toBeLessThanOrEqual(0.05);
  });
});

test('a shouted heading word or how the posting phrases a demand is no keyword', () => {
  const posting = `BASIC REQUIREMENTS:
- Attention to Detail - This skill is generally demonstrated by assignments that keep knowledge current.
- Problem Solving - This skill is generally demonstrated by assignments that apply information.
SPECIALIZED EXPERIENCE REQUIREMENTS: In addition to the Basic Requirements, you must have specialized experience with Kubernetes clusters and Kubernetes clusters upgrades.`;
  const terms = extractKeywordsDetailed(posting).map((k) => k.term);
  expect(terms).not.toContain('BASIC');
  expect(terms).not.toContain('SPECIALIZED');
  expect(terms.some((t) => /generally/i.test(t))).toBe(false);
  expect(terms).toEqual(expect.arrayContaining(['Attention to detail', 'Problem solving']));
});

test('a skill word inside the name of an organisation is no skill', () => {
  const names = (text: string) => findSkills(text).map((h) => h.skill.term);
  expect(names('We will use the Department of Homeland Security e-Verify system.')).not.toContain('Security');
  expect(names('Experience with security reviews and Python.')).toEqual(
    expect.arrayContaining(['Security', 'Python']),
  );
});
