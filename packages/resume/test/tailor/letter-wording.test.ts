import { describe, expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';
import { LETTER_WORDS } from '../../src/tailor/letter/fit-length.ts';
import { lowerLead } from '../../src/tailor/sentence-forms.ts';
import { embeddedJob as job, intern, resume, today, words } from './letter-setup.ts';

describe('letters a person would send', () => {
  test('a job title after "as" takes its article, except a role only one person holds', async () => {
    const { coverLetter } = await tailorResume({ resume: intern, job, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).toMatch(/\bas a Software Engineer Intern/i);
    expect(text).not.toMatch(/\bas Software Engineer Intern/i);
    const head = resume({ ...intern, work: [{ ...intern.work[0], position: 'Head of Firmware' }] });
    const other = (await tailorResume({ resume: head, job, today })).coverLetter.paragraphs.join(' ');
    expect(other).toMatch(/\bas Head of Firmware/i);
    expect(other).not.toMatch(/\bas an? Head/i);
  });

  test('French and Spanish letters name the role in their own forms', async () => {
    const fr = await tailorResume({
      resume: intern,
      job: {
        ...job,
        description: `Nous recherchons un développeur embarqué pour rejoindre notre équipe.\n\nProfil recherché :\n- Maîtrise du C et du C++\n- Bonne communication`,
      },
      today,
    });
    expect(fr.coverLetter.paragraphs.join(' ')).toMatch(
      /(?:poste|fonctions) de Software Engineer Intern|en tant que Software Engineer Intern/,
    );
    const es = await tailorResume({
      resume: intern,
      job: {
        ...job,
        description: `Buscamos una persona desarrolladora de software embebido para nuestro equipo.\n\nRequisitos:\n- Experiencia con C y C++\n- Buena comunicación`,
      },
      today,
    });
    expect(es.coverLetter.paragraphs.join(' ')).toMatch(
      /(?:como|puesto de|funciones de) Software Engineer Intern/,
    );
  });

  test('"communication skills" are not shown by serial communication protocols, but by communication with people', async () => {
    const { report } = await tailorResume({ resume: intern, job, today });
    const asked = report.match.requirements.find((r) => /communication/i.test(r.text));
    expect(asked).toBeDefined();
    expect(asked!.evidence).toBeNull();
    const talker = resume({
      ...intern,
      work: [
        {
          ...intern.work[0],
          highlights: [
            ...intern.work[0]!.highlights,
            'Led weekly communication with customers and the hardware team',
          ],
        },
      ],
    });
    const shown = (await tailorResume({ resume: talker, job, today })).report.match.requirements.find((r) =>
      /communication/i.test(r.text),
    );
    expect(shown?.evidence?.text).toMatch(/communication with customers/);
  });

  test('"communication skills" are not shown by a technical term before the word either (UART, wireless, inter-process)', async () => {
    const technical = resume({
      ...intern,
      work: [
        {
          ...intern.work[0],
          highlights: [
            'Built UART communication between the sensor boards in C',
            'Designed wireless communication over BLE for the handheld unit',
            'Wrote inter-process communication via sockets on Linux',
          ],
        },
      ],
    });
    const { report, coverLetter } = await tailorResume({ resume: technical, job, today });
    const asked = report.match.requirements.find((r) => /communication/i.test(r.text));
    expect(asked?.evidence ?? null).toBeNull();
    expect(report.match.matched.map((m) => m.toLowerCase())).not.toContain('communication');
    expect(coverLetter.paragraphs.join(' ')).not.toMatch(/covers communication|asks for[^.]*communication/);
  });

  test('icon glyphs the parser left in the resume never reach the letter', async () => {
    const glyphs = resume({
      ...intern,
      basics: { name: 'Sam Rivera', label: '#', email: 'sam@example.org', location: { city: 'ï' } },
      skills: [{ name: 'Tools', keywords: ['✔ Git', '✔ Linux', '\uF0B7 Docker', '§'] }],
    });
    const { coverLetter } = await tailorResume({ resume: glyphs, job, today });
    expect(coverLetter.sender.label).toBeUndefined();
    expect(coverLetter.sender.location).toBeUndefined();
    const printed = [coverLetter.sender.name, ...coverLetter.paragraphs].join(' ');
    expect(printed).not.toMatch(/[#§✔ï\uF0B7]/u);
    expect(coverLetter.paragraphs.join(' ')).toMatch(/Git/);
  });

  test('a section heading or a skills line misread as the headline and place is not printed as the sender', async () => {
    const misread = resume({
      ...intern,
      basics: {
        name: 'Sam Rivera',
        label: 'Work Experience',
        location: { city: 'Docker, Kubernetes and Linux' },
      },
    });
    const { coverLetter } = await tailorResume({ resume: misread, job, today });
    expect(coverLetter.sender.label).toBeUndefined();
    expect(coverLetter.sender.location).toBeUndefined();
    const courses = resume({ ...intern, basics: { name: 'Sam Rivera', label: 'Cursos y certificados' } });
    expect((await tailorResume({ resume: courses, job, today })).coverLetter.sender.label).toBeUndefined();
    const titled = resume({
      ...intern,
      basics: {
        name: 'Sam Rivera',
        label: 'Experienced Firmware Engineer',
        location: { city: 'Austin', region: 'TX' },
      },
    });
    const kept = (await tailorResume({ resume: titled, job, today })).coverLetter.sender;
    expect(kept.label).toBe('Experienced Firmware Engineer');
    expect(kept.location).toBe('Austin, TX');
  });

  test('a posting without an employer name leaves no gap in the sentences', async () => {
    const { coverLetter } = await tailorResume({ resume: intern, job: { ...job, employer: '' }, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).not.toMatch(/ \.| ,|\s{2}| at \.| to \./);
    expect(text).toContain('your company');
  });

  test('a resume with enough results gets a letter of the minimum length or more, every employer a real one', async () => {
    // One result per job: the letter must go beyond the three strongest jobs to reach its length.
    const jobs = [
      'Acme Robotics',
      'Globex Sensors',
      'Initech Labs',
      'Umbrella Motors',
      'Hooli Devices',
      'Vandelay Systems',
    ].map((name, i) => ({
      name,
      position: 'Firmware Engineer',
      startDate: `${2012 + 2 * i}-01`,
      endDate: `${2013 + 2 * i}-12`,
      highlights: [`Shipped firmware in C for ${3 + i} product lines of the ${name} controller family`],
    }));
    const many = resume({
      basics: { name: 'Sam Rivera' },
      work: jobs,
      education: [{ institution: 'Ohio State University', studyType: 'BSc', area: 'Electrical Engineering' }],
    });
    const { coverLetter } = await tailorResume({ resume: many, job, today });
    expect(words(coverLetter.paragraphs)).toBeGreaterThanOrEqual(LETTER_WORDS.min);
    expect(words(coverLetter.paragraphs)).toBeLessThanOrEqual(LETTER_WORDS.max);
    const text = coverLetter.paragraphs.join(' ');
    expect(jobs.filter((j) => text.includes(j.name)).length).toBeGreaterThanOrEqual(5);
    // A place read into a job's results is not told as something the candidate did.
    const misread = resume({
      ...many,
      work: [
        ...many.work.slice(0, 3),
        {
          name: 'Wayne Labs',
          position: 'Engineer',
          startDate: '2011-01',
          endDate: '2011-12',
          highlights: ['University of Utah, Salt Lake City'],
        },
        ...many.work.slice(3),
      ],
    });
    const told = (await tailorResume({ resume: misread, job, today })).coverLetter.paragraphs.join(' ');
    expect(told).not.toMatch(/Utah/i);
    for (const m of text.matchAll(/\b(?:at|At) ((?:\p{Lu}\w+ ?)+)/gu))
      expect(
        [...jobs.map((j) => j.name), 'Ohio State University', 'Northwind Devices'].some((n) =>
          m[1]!.trim().startsWith(n.split(' ')[0]!),
        ),
      ).toBe(true);
  });

  test('a place that starts a quoted line keeps its capitals; a word capitalised only as the start is lowered', async () => {
    expect(lowerLead('Orange County tutoring program for algebra students')).toBe(
      'Orange County tutoring program for algebra students',
    );
    expect(lowerLead('The Data Studio team dashboards')).toBe('the Data Studio team dashboards');
    expect(lowerLead('Position Google Maps as the leader in navigation')).toBe(
      'position Google Maps as the leader in navigation',
    );
    expect(lowerLead('Building React dashboards for sales')).toBe('building React dashboards for sales');
    const tutor = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        {
          name: 'Acme Learning',
          position: 'Math Tutor',
          startDate: '2021-01',
          endDate: '2022-06',
          highlights: ['Orange County tutoring program for algebra and geometry students'],
        },
      ],
    });
    const text = (await tailorResume({ resume: tutor, job, today })).coverLetter.paragraphs.join(' ');
    // A noun phrase no clause holds is left out of the letter, never lowered into one.
    expect(text).not.toContain('orange County');
  });

  test('jobs told for the requirements they show are each named once, with no lead claiming an order', async () => {
    // The three C jobs are the strongest; the latest job, listed last and unrelated, is added for length.
    const cJob = (name: string, start: number) => ({
      name,
      position: 'Firmware Engineer',
      startDate: `${start}-01`,
      endDate: `${start + 1}-12`,
      highlights: [`Shipped firmware in C for the ${name} controller family`],
    });
    const shortResume = resume({
      basics: { name: 'Sam Rivera' },
      work: [
        cJob('Globex Sensors', 2018),
        cJob('Initech Labs', 2014),
        cJob('Acme Robotics', 2016),
        {
          name: 'Hooli Devices',
          position: 'Support Lead',
          startDate: '2021-01',
          endDate: '2023-06',
          highlights: ['Trained a team of four support agents on the returns process'],
        },
      ],
    });
    const { coverLetter } = await tailorResume({ resume: shortResume, job, today });
    const text = coverLetter.paragraphs.join('\n');
    expect(text).toMatch(/Globex Sensors|Acme Robotics|Initech Labs/);
    // Each employer introduced once ("at Globex Sensors"), its own lines aside.
    for (const name of ['Hooli Devices', 'Globex Sensors', 'Acme Robotics', 'Initech Labs'])
      expect(text.split(new RegExp(`\\b[Aa]t ${name}\\b`)).length - 1).toBeLessThanOrEqual(1);
    expect(text).not.toMatch(/Before that|Prior to that|Earlier still|Further back/);
  });

  test('a label naming a person, a period after a title and tags after a description never reach the letter as words', async () => {
    const researcher = resume({
      basics: { name: 'Sam Rivera', label: 'SPA' },
      work: [
        {
          name: 'Acme Robotics',
          position: 'Firmware Engineer',
          startDate: '2021-01',
          endDate: '2023-06',
          summary:
            'Wrote motor control firmware in C for warehouse robots. Supervisor: Dr. Meng Lai. Point of sale for small shops C · Linux · Git',
        },
      ],
    });
    const { coverLetter, resume: tailored } = await tailorResume({ resume: researcher, job, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).toContain('Acme Robotics');
    expect(text).not.toMatch(/Meng Lai|Supervisor|Dr\./);
    expect(text).not.toMatch(/shops C|Linux Git|C · Linux/);
    // A language tab is no headline: the summary does not open with it.
    expect(tailored.basics.summary ?? '').not.toMatch(/\bSPA\b/);
    expect(text).not.toMatch(/\bSPA\b/);
  });
});
