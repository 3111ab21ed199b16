import { expect, test } from 'vitest';
import { tailorResume } from '../../src/tailor/index.ts';
import { promptOf, startFakeProvider } from './fake-provider.ts';
import { backendDev, backendJob, pairs } from './fixtures.ts';
import { fieldPath, goodLetter, today } from './llm-setup.ts';

test('a summary or paragraph in another language than the posting is reverted: one language per document', async () => {
  const frenchJob = {
    position: 'Chef de projet IT',
    employer: 'Groupe Solvia',
    description:
      'Nous recherchons un chef de projet pour piloter nos projets. Profil recherché :\n- Kubernetes\n- Kafka\n- gestion de projet',
  };
  const provider = await startFakeProvider(() => ({
    content: JSON.stringify({
      summary: 'Backend engineer who likes boring, reliable systems at Paylane and Shoply.',
      edits: [],
      coverLetter: {
        paragraphs: [
          'Je vous adresse ma candidature au poste de Chef de projet IT chez Groupe Solvia.',
          'At Paylane I built a Go event pipeline on Kafka that processes 12,000 payments per second.',
          'Chez Shoply, j’ai travaillé sur la chaîne de livraison continue.',
          'Je vous remercie de votre attention.',
        ],
      },
    }),
  }));
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: frenchJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm', timeoutMs: 5000 },
      today,
    });
    expect(result.report.language).toBe('fr');
    const reasons = result.report.reverted.map((r) => `${r.path}: ${r.reason}`).join('\n');
    expect(reasons).toMatch(/basics\.summary: .*not in fr/);
    expect(reasons).toMatch(/coverLetter\.paragraphs\[1\]: .*not in fr/);
    expect(result.resume.basics.summary).not.toMatch(/who likes boring/);
    expect(result.coverLetter.paragraphs.join(' ')).not.toMatch(/I built a Go event pipeline/);
  } finally {
    await provider.close();
  }
});

test('a model that says a finished job is ongoing is reverted: no "currently" the resume does not state', async () => {
  const provider = await startFakeProvider((call) => {
    const storefront = fieldPath(call, 'Django storefront');
    return {
      content: JSON.stringify({
        summary: 'Backend engineer who currently maintains the Django storefront at Shoply.',
        edits: [
          {
            path: storefront.path,
            before: storefront.text,
            after: `Currently ${storefront.text.toLowerCase()}`,
          },
        ],
        coverLetter: {
          paragraphs: [
            goodLetter[0],
            goodLetter[1],
            'At Shoply I currently maintain the Django storefront and its Celery workers.',
            goodLetter[3],
          ],
        },
      }),
    };
  });
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm' },
      today,
    });
    const written = [
      result.resume.basics.summary ?? '',
      ...result.resume.work.flatMap((w) => w.highlights),
      ...result.coverLetter.paragraphs,
    ].join('\n');
    expect(written).not.toMatch(/currently maintain|Currently maintained/i);
    const reverted = result.report.reverted.map((r) => r.path);
    expect(reverted).toContain('basics.summary');
    expect(reverted).toContain('coverLetter.paragraphs[2]');
    expect(reverted.some((p) => /^work\[1\]\.highlights/.test(p))).toBe(true);
  } finally {
    await provider.close();
  }
});

test('a model that returns the draft letter unchanged keeps every paragraph: the offline letter passes the fact guard', async () => {
  const provider = await startFakeProvider((call) => {
    const prompt = JSON.parse(call.body.messages.find((m) => m.role === 'user')!.content) as {
      draftCoverLetter: string[];
    };
    return {
      content: JSON.stringify({
        summary: '',
        edits: [],
        coverLetter: { paragraphs: prompt.draftCoverLetter },
      }),
    };
  });
  try {
    // Every opening variant ("I am writing to apply ..."), and a title that holds the employer's name
    // and a skill the resume lacks ("Contoso - Machine Learning Engineer").
    const quiet = { ...backendDev, basics: { ...backendDev.basics, summary: undefined } };
    const titled = ['Northwind Cloud', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware'].map((employer) => ({
      name: `title with ${employer}`,
      resume: quiet,
      job: { ...backendJob, employer, position: `${employer} - Machine Learning Engineer` },
    }));
    for (const c of [...pairs.filter((x) => x.resume.work.length), ...titled]) {
      const offline = await tailorResume({ resume: c.resume, job: c.job, today });
      const llm = await tailorResume({
        resume: c.resume,
        job: c.job,
        engine: 'llm',
        llm: { baseUrl: provider.baseUrl, model: 'm' },
        today,
      });
      expect(
        llm.report.reverted.filter((r) => r.path.startsWith('coverLetter')),
        c.name,
      ).toEqual([]);
      expect(llm.coverLetter.paragraphs, c.name).toEqual(offline.coverLetter.paragraphs);
    }
  } finally {
    await provider.close();
  }
});

test('the model is given no employer the reader was unsure of, and may not name it', async () => {
  const provider = await startFakeProvider(() => ({
    content: JSON.stringify({
      summary: 'Backend engineer with experience at Paylane and Shoply.',
      edits: [],
      coverLetter: { paragraphs: [...goodLetter.slice(0, 3), 'At Shoply I learned to love boring systems.'] },
    }),
  }));
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm' },
      uncertain: [{ path: '/work/1/name', reason: 'employer_guessed' }],
      today,
    });
    const facts = (
      promptOf(provider.calls[0]!) as unknown as { facts: { jobs: Array<{ employer?: string }> } }
    ).facts;
    expect(facts.jobs.map((j) => j.employer)).toEqual(['Paylane', undefined]);
    expect([result.resume.basics.summary, ...result.coverLetter.paragraphs].join(' ')).not.toMatch(/Shoply/);
  } finally {
    await provider.close();
  }
});
