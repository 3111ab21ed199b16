import { describe, expect, test } from 'vitest';
import { defaultResumeData, resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import {
  detectLanguage,
  extractJobKeywords,
  tailorResume,
  type TailorResult,
} from '../../src/tailor/index.ts';
import {
  backendDev,
  backendJob,
  designer,
  designJob,
  nurse,
  pairs,
  pmFr,
  pmJobFr,
  salesJob,
  supportEs,
  supportJobEs,
} from './fixtures.ts';
import { singleStops } from '../../src/tailor/text.ts';

const today = new Date('2026-03-02T09:00:00Z');

function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => allStrings(v, out));
  return out;
}

const numbers = (text: string): string[] => text.match(/\d+(?:[.,]\d+)*/g) ?? [];
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Words a letter or summary frame may use in capitals without them being facts (greetings, "I"). */
const FRAME_WORDS = new Set([
  'i',
  'dear',
  'hiring',
  'manager',
  'madame',
  'monsieur',
  'estimado',
  'project',
  'projet',
  'proyecto',
  'result',
  'resultat',
  'resultado',
]);

describe('detectLanguage', () => {
  test('recognizes English, French and Spanish postings', () => {
    expect(detectLanguage(backendJob.description)).toBe('en');
    expect(detectLanguage(pmJobFr.description)).toBe('fr');
    expect(detectLanguage(supportJobEs.description)).toBe('es');
    expect(
      detectLanguage(
        "Nous recherchons un développeur pour rejoindre l'équipe et travailler sur nos produits.",
      ),
    ).toBe('fr');
    expect(
      detectLanguage(
        'Buscamos una persona con experiencia para trabajar en el equipo de ventas de la empresa.',
      ),
    ).toBe('es');
  });

  test('falls back to English on empty, tiny or unknown text', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('Kubernetes')).toBe('en');
    expect(detectLanguage('Wir suchen einen Entwickler für unser Team')).toBe('en');
  });
});

describe('extractJobKeywords', () => {
  test('finds the skills of a tech posting, strongest first, weights between 0 and 1', () => {
    const keywords = extractJobKeywords(backendJob.description);
    const terms = keywords.map((k) => k.term);
    for (const term of [
      'Kubernetes',
      'Go',
      'PostgreSQL',
      'Terraform',
      'AWS',
      'Kafka',
      'Docker',
      'TypeScript',
      'Stakeholder management',
    ]) {
      expect(terms).toContain(term);
    }
    expect(terms.indexOf('Kubernetes')).toBeLessThan(terms.indexOf('TypeScript'));
    for (const k of keywords) {
      expect(k.weight).toBeGreaterThan(0);
      expect(k.weight).toBeLessThanOrEqual(1);
    }
    expect(keywords.map((k) => k.weight)).toEqual([...keywords.map((k) => k.weight)].sort((a, b) => b - a));
  });

  test('folds synonyms and abbreviations onto one skill', () => {
    const terms = extractJobKeywords(
      'You will run k8s, write JS and TS, tune Postgres and do some ML. Experience with golang is a plus.',
    ).map((k) => k.term);
    expect(terms).toEqual(
      expect.arrayContaining([
        'Kubernetes',
        'JavaScript',
        'TypeScript',
        'PostgreSQL',
        'Machine learning',
        'Go',
      ]),
    );
    expect(terms.filter((t) => t === 'Kubernetes')).toHaveLength(1);
  });

  test('keeps stop-words and filler out of the keywords', () => {
    const terms = extractJobKeywords(salesJob.description).map((k) => fold(k.term));
    for (const filler of [
      'the',
      'and',
      'experience',
      'we',
      'our',
      'requirements',
      'years',
      'looking',
      'with',
    ])
      expect(terms).not.toContain(filler);
    expect(terms).toContain('salesforce');
    expect(terms).toContain('negotiation');
  });

  test('does not mistake common words for skills (Go the verb, React the verb, "the rest")', () => {
    const terms = extractJobKeywords(
      'We go fast and react to change. The rest of the team will help you settle in.',
    ).map((k) => k.term);
    expect(terms).not.toContain('Go');
    expect(terms).not.toContain('React');
    expect(terms).not.toContain('REST APIs');
  });

  test("shows French and Spanish skills in the posting's words", () => {
    expect(extractJobKeywords(pmJobFr.description).map((k) => k.term)).toEqual(
      expect.arrayContaining(['Jira', 'Scrum', 'parties prenantes']),
    );
    const es = extractJobKeywords(supportJobEs.description).map((k) => k.term);
    expect(es).toEqual(expect.arrayContaining(['atención al cliente', 'trabajo en equipo', 'liderazgo']));
  });

  test('picks up phrases the posting repeats that the vocabulary does not know', () => {
    const terms = extractJobKeywords(
      'You will own our claims triage process. Claims triage is the heart of the team; you will improve claims triage with the adjusters.',
    ).map((k) => k.term);
    expect(terms).toContain('claims triage');
  });
});

describe.each(pairs)('offline tailoring: $name', ({ resume, job, language }) => {
  test('keeps every fact, detects the language, reports an honest match', async () => {
    const result = await tailorResume({ resume, job, today });
    const out = result.resume;
    expect(result.report.engine).toBe('offline');
    expect(result.report.language).toBe(language);
    expect(out.meta?.language).toBe(language);

    // Identity, employers, titles, dates and schools are kept exactly; bullets only move.
    const { summary: _s, ...basicsOut } = out.basics;
    const { summary: _t, ...basicsIn } = resume.basics;
    expect(basicsOut).toEqual(basicsIn);
    expect(out.work.map((w) => ({ ...w, highlights: [...w.highlights].sort() }))).toEqual(
      resume.work.map((w) => ({ ...w, highlights: [...w.highlights].sort() })),
    );
    expect(out.education.map((e) => ({ ...e, courses: [] }))).toEqual(
      resume.education.map((e) => ({ ...e, courses: [] })),
    );
    expect(out.skills.flatMap((s) => s.keywords).sort()).toEqual(
      resume.skills.flatMap((s) => s.keywords).sort(),
    );
    expect(out.languages).toEqual(resume.languages);
    expect(out.certificates.length).toBe(resume.certificates.length);
    expect(out.projects.length).toBe(resume.projects.length);

    const { before, after, matched, missing } = result.report.match;
    expect(before).toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThanOrEqual(100);
    expect(after).toBeGreaterThanOrEqual(before);
    expect(matched.filter((m) => missing.includes(m))).toEqual([]);
  });

  test('invents no employer, date or number (invention check)', async () => {
    const result = await tailorResume({ resume, job, today });
    const input = [...allStrings(resume), job.position, job.employer, job.description].join('\n');
    const inputNumbers = new Set(numbers(input));
    const inputWords = new Set(input.split(/[^\p{L}\p{N}&+#.]+/u).map(fold));
    const written = [
      ...allStrings(result.resume).filter((s) => s !== result.resume.meta?.language),
      result.coverLetter.subject,
      ...result.coverLetter.paragraphs,
    ];
    for (const text of written) {
      for (const n of numbers(text)) expect(inputNumbers, `number ${n} in "${text}"`).toContain(n);
      // A capitalized word inside a sentence is a name: it must come from the resume or the posting.
      for (const m of text.matchAll(/(?<![.!?:]\s|^)(?<=\s)(\p{Lu}[\p{L}\p{N}&+#.]*)/gu)) {
        const word = fold(m[1]!.replace(/\.$/, ''));
        if (FRAME_WORDS.has(word)) continue;
        expect(inputWords, `name "${m[1]}" in "${text}"`).toContain(word);
      }
    }
  });

  test('writes a letter naming the position and the employer, without placeholders', async () => {
    const result = await tailorResume({ resume, job, today });
    const letter = result.coverLetter;
    expect(letter.language).toBe(language);
    expect(letter.paragraphs[0]).toContain(job.position);
    expect(letter.paragraphs[0]).toContain(job.employer);
    expect(letter.subject).toContain(job.position);
    expect(letter.recipient.employer).toBe(job.employer);
    expect(letter.date).toBe('2026-03-02');
    expect(letter.signature).toBe(resume.basics.name ?? '');
    const body = letter.paragraphs.join('\n');
    expect(body).not.toMatch(/\[[^\]]*\]|\{\{|undefined|null|TODO|\s[,.]/);
    if (resume.work.length) {
      expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(body).toContain(resume.work[0]!.name!);
    }
  });

  test('is deterministic', async () => {
    const a = await tailorResume({ resume, job, today });
    const b = await tailorResume({ resume, job, today });
    expect(a).toEqual(b);
  });

  test('records where every moved line came from', async () => {
    const result = await tailorResume({ resume, job, today });
    for (const p of result.report.provenance) {
      if (!p.source || !/highlights\[\d+\]$/.test(p.path)) continue;
      expect(readPath(result.resume, p.path)).toBe(p.text);
      expect(readPath(resume, p.source)).toBe(p.text);
    }
  });
});

function readPath(root: unknown, path: string): unknown {
  return (path.match(/[^.[\]]+/g) ?? []).reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );
}

describe('offline tailoring for a platform job', () => {
  let result: TailorResult;
  test('puts the most relevant bullets and skills first', async () => {
    result = await tailorResume({ resume: backendDev, job: backendJob, today });
    const firstBullets = result.resume.work[0]!.highlights.slice(0, 2).join(' ');
    expect(firstBullets).toMatch(/Kafka|k8s/);
    expect(result.resume.work[0]!.highlights.at(-1)).toMatch(/Mentored/);
    expect(result.resume.skills[0]!.name).toBe('Infrastructure');
    expect(result.resume.skills[0]!.keywords[0]).toBe('Kubernetes');
    // Jobs keep their timeline.
    expect(result.resume.work.map((w) => w.name)).toEqual(['Paylane', 'Shoply']);
  });

  test('writes a summary from resume facts only, never claiming a missing skill', async () => {
    result = await tailorResume({ resume: backendDev, job: backendJob, today });
    const summary = result.resume.basics.summary!;
    expect(summary).toContain('Paylane');
    expect(summary).toContain('Kubernetes');
    expect(summary).toContain('Platform Engineer');
    expect(result.report.match.missing).toEqual(expect.arrayContaining(['TypeScript', 'Observability']));
    expect(summary).not.toMatch(/TypeScript|Prometheus|Grafana|observability/i);
    expect(result.report.match.matched).toEqual(
      expect.arrayContaining(['Kubernetes', 'Go', 'PostgreSQL', 'Kafka']),
    );
  });

  test('raises the score only by surfacing what the resume holds', async () => {
    result = await tailorResume({ resume: backendDev, job: backendJob, today });
    expect(result.report.match.after).toBeGreaterThan(result.report.match.before);
    // Tailoring the tailored resume again changes nothing more: no skill was added.
    const again = await tailorResume({ resume: result.resume, job: backendJob, today });
    expect(again.report.match.matched.sort()).toEqual([...result.report.match.matched].sort());
    expect(again.report.match.missing.sort()).toEqual([...result.report.match.missing].sort());
  });

  test('builds the letter from the most relevant real achievements, with their numbers', async () => {
    result = await tailorResume({ resume: backendDev, job: backendJob, today });
    const [opening, first] = result.coverLetter.paragraphs;
    const body = result.coverLetter.paragraphs.slice(1, -1).join('\n');
    expect(opening).toMatch(/Platform Engineer.*Northwind Cloud/);
    // The posting's first requirement (Kubernetes) and the line that shows it, with its numbers.
    expect(first).toContain('Paylane');
    expect(first).toMatch(/Kubernetes[^.]*\.[^.]*I (?:also )?migrated 14 services from VMs to k8s/);
    expect(body).toContain('12,000 payments per second');
    expect(result.coverLetter.paragraphs.at(-1)).toMatch(/Thank you/);
    expect(result.coverLetter.greeting).toBe('Dear Hiring Manager,');
  });
});

describe('localized letters and summaries', () => {
  test('French posting: French frame, French formulas, facts untouched', async () => {
    const result = await tailorResume({ resume: pmFr, job: pmJobFr, today });
    expect(result.coverLetter.greeting).toBe('Madame, Monsieur,');
    expect(result.coverLetter.subject).toBe('Candidature au poste de Chef de projet IT');
    expect(result.coverLetter.closing).toMatch(/salutations distinguées/);
    expect(result.coverLetter.paragraphs.join(' ')).toMatch(/Banque Horizon \(de 2016 à 2018\)/);
    expect(result.coverLetter.paragraphs.join(' ')).toMatch(/j'ai animé les cérémonies Scrum/);
    expect(result.resume.basics.summary).toMatch(
      /^Chef de projet digital, expérience chez Agence Pixel et Banque Horizon\./,
    );
  });

  test("Spanish posting: Spanish frame and the posting's skill words", async () => {
    const result = await tailorResume({ resume: supportEs, job: supportJobEs, today });
    expect(result.coverLetter.greeting).toBe('Estimado equipo de selección:');
    expect(result.coverLetter.closing).toBe('Atentamente,');
    expect(result.coverLetter.paragraphs.join(' ')).toMatch(
      /Como Agente de atención al cliente en TeleCasa \(desde 2020\), atendí/,
    );
    expect(result.report.match.matched).toEqual(
      expect.arrayContaining(['atención al cliente', 'trabajo en equipo']),
    );
    expect(result.report.match.missing).toContain('liderazgo');
  });

  test('an English resume tailored to a French job keeps its own words but a French frame', async () => {
    const result = await tailorResume({ resume: backendDev, job: pmJobFr, today });
    expect(result.report.language).toBe('fr');
    expect(result.coverLetter.paragraphs[1]).toMatch(
      /^(?:Chez Paylane, j'occupe le poste de Senior Backend Engineer|J'occupe le poste de Senior Backend Engineer chez Paylane) depuis 2021\./,
    );
  });
});

describe('edge cases', () => {
  test('a passive result reads as a result, not as something the candidate did', async () => {
    const result = await tailorResume({ resume: designer, job: designJob, today });
    const text = result.coverLetter.paragraphs.join(' ');
    // No clause tells it as done by the candidate: it is left out rather than misread.
    expect(text).not.toMatch(/I adopted|adopted by 2 public-sector teams/);
  });

  test('an empty resume still gets a short, honest letter and no summary claims', async () => {
    const result = await tailorResume({ resume: defaultResumeData, job: salesJob, today });
    expect(result.resume.basics.summary).toBe('');
    expect(result.report.match).toMatchObject({ before: 0, after: 0, matched: [] });
    expect(result.coverLetter.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(result.coverLetter.paragraphs.join(' ')).not.toMatch(/Salesforce|negotiation/i);
  });

  test('a resume with no match still gets a letter with its real results', async () => {
    const result = await tailorResume({ resume: nurse, job: backendJob, today });
    expect(result.report.match.before).toBeLessThan(20);
    expect(result.coverLetter.paragraphs.join(' ')).toContain('Royal Infirmary');
    expect(result.resume.basics.summary).not.toMatch(/Kubernetes|Docker|AWS/);
  });

  test('an employer with an end date of "Present" in French is a current job', async () => {
    const resume: ResumeData = resumeDataSchema.parse({
      basics: { name: 'Léa Martin' },
      work: [
        {
          name: 'Atelier Nord',
          position: 'Comptable',
          startDate: '2020-01',
          endDate: 'Présent',
          highlights: ['Tenue de la comptabilité de 12 clients'],
        },
      ],
    });
    const result = await tailorResume({
      resume,
      job: {
        position: 'Comptable',
        employer: 'Maison Berthier',
        description: 'Nous recherchons un comptable pour la tenue de la comptabilité.',
      },
      today,
    });
    expect(result.coverLetter.paragraphs[1]).toMatch(
      /de Comptable[^.]*depuis 2020|[Dd]epuis 2020[^.]*de Comptable/,
    );
  });

  test('the letter date defaults to today', async () => {
    const result = await tailorResume({ resume: nurse, job: backendJob });
    expect(result.coverLetter.date).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('structured lines move whole', () => {
  const graphics = resumeDataSchema.parse({
    basics: { name: 'Sam Rivera' },
    work: [
      {
        name: 'Acme Games',
        position: 'Engine Programmer',
        startDate: '2020-01',
        endDate: '2024-06',
        highlights: ['Wrote the JavaScript tools for the level editor', 'Ported the renderer to Vulkan'],
      },
    ],
    skills: [
      { name: 'Advanced', keywords: ['C/C++', 'GLSL / Medium: JavaScript'] },
      { name: 'Java', keywords: ['Spring Boot', 'Spring MVC', 'and Hibernate'] },
      { name: 'Tools', keywords: ['Git', 'Docker', 'JavaScript'] },
    ],
  });
  const webJob = {
    position: 'Tools Programmer',
    employer: 'Northwind Games',
    description: 'We need JavaScript, Hibernate and Docker for our editor tools. JavaScript is a must.',
  };

  test('skills under a level and lists cut from a sentence keep their order; a plain list is still ranked', async () => {
    const { resume } = await tailorResume({ resume: graphics, job: webJob, today });
    const group = (name: string) => resume.skills.find((s) => s.name === name)!.keywords;
    expect(group('Advanced')).toEqual(['C/C++', 'GLSL / Medium: JavaScript']);
    expect(group('Java')).toEqual(['Spring Boot', 'Spring MVC', 'and Hibernate']);
    expect(group('Tools')[0]).toBe('JavaScript');
  });
});

describe('no leftovers in a generated document', () => {
  const leftovers = resumeDataSchema.parse({
    basics: { name: 'Sam Rivera', summary: 'I worked as an on-–-campus tutor before my first job.' },
    work: [
      {
        name: 'Acme Payments',
        position: 'SENIOR',
        startDate: '2020-01',
        endDate: '2024-06',
        highlights: ['Built a Python billing service on PostgreSQL handling 3 million invoices a month'],
      },
    ],
    education: [{ institution: 'Lakeside University', courses: ['Anywhere', '3', 'Databases'] }],
    custom: [
      { name: 'Other', items: ['12 Example Street', 'sam-rivera'] },
      { name: 'Talks', items: ['Payments at scale, PyCon 2023'] },
    ],
  });

  test('text the reader could not place, courses that are no course and a lone rank word stay out', async () => {
    const result = await tailorResume({
      resume: leftovers,
      job: backendJob,
      today,
      uncertain: [
        { path: '/custom/0', reason: 'text_unplaced' },
        { path: '/custom/1', reason: 'heading_unknown' },
      ],
    });
    expect(result.resume.custom.map((c) => c.name)).toEqual(['Talks']);
    expect(result.resume.education[0]!.courses).toEqual(['Databases']);
    expect(result.resume.basics.summary).not.toMatch(/^Senior\b/i);
    const letter = result.coverLetter.paragraphs.join(' ');
    expect(letter).not.toMatch(/as an? Senior\b|SENIOR/);
    // Without the reader's list, what the resume holds is kept.
    const kept = await tailorResume({ resume: leftovers, job: backendJob, today });
    expect(kept.resume.custom).toHaveLength(2);
  });

  test('page furniture read into a list (a page number, "Last updated") is no line of the tailored CV', async () => {
    const withFurniture = resumeDataSchema.parse({
      ...leftovers,
      work: [{ ...leftovers.work[0]!, highlights: [...leftovers.work[0]!.highlights, 'Page 2 of 3'] }],
      references: [
        { name: 'Dr Lee Morgan', reference: 'Former manager' },
        { reference: 'Last updated : 17/01/2025' },
      ],
      custom: [{ name: 'Talks', items: ['Payments at scale, PyCon 2023', 'Résumé'] }],
    });
    const { resume } = await tailorResume({ resume: withFurniture, job: backendJob, today });
    expect(resume.work[0]!.highlights).toEqual(leftovers.work[0]!.highlights);
    expect(resume.references).toEqual([{ name: 'Dr Lee Morgan', reference: 'Former manager' }]);
    expect(resume.custom[0]!.items).toEqual(['Payments at scale, PyCon 2023']);
  });

  test("a heading word left before the candidate's summary, a shouted degree and a shouted school are set cleanly", async () => {
    const graduate = resumeDataSchema.parse({
      basics: {
        name: 'Sam Rivera',
        summary: 'Summary Backend developer who writes Python services and PostgreSQL schemas.',
      },
      education: [
        {
          institution: 'LAKESIDE STATE UNIVERSITY',
          studyType: 'BACHELOR OF SCIENCE',
          area: 'COMPUTER SCIENCE',
        },
      ],
    });
    const { resume } = await tailorResume({ resume: graduate, job: backendJob, today });
    expect(resume.basics.summary).toMatch(
      /Bachelor of Science in Computer Science from Lakeside State University/,
    );
    expect(resume.basics.summary).toMatch(/Backend developer who writes Python services/);
    expect(resume.basics.summary).not.toMatch(/Summary Backend|BACHELOR/);
  });

  test('dashes run together inside a word print as one hyphen', () => {
    expect(singleStops('an on-–-campus tutor, a part-—time job, Acme Inc..')).toBe(
      'an on-campus tutor, a part-time job, Acme Inc.',
    );
    expect(singleStops('2019 – 2021, front- and back-end')).toBe('2019 – 2021, front- and back-end');
  });
});
