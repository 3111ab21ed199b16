import { tailorResume } from '../../src/tailor/index.ts';
import { pairs } from './fixtures.ts';
const only = process.argv[2];
for (const p of pairs) {
  if (only && !p.name.includes(only)) continue;
  const r = await tailorResume({ resume: p.resume, job: p.job, today: new Date('2026-01-15') });
  console.log('=====', p.name, r.report.language, JSON.stringify(r.report.match));
  console.log('SUMMARY:', r.resume.basics.summary);
  console.log('SKILLS:', r.resume.skills.map((s) => s.keywords.join(',')).join(' | '));
  console.log('WORK0:', r.resume.work[0]?.highlights.join(' / '));
  console.log('LETTER:\n' + [r.coverLetter.subject, r.coverLetter.greeting, ...r.coverLetter.paragraphs, r.coverLetter.closing].join('\n'));
}
