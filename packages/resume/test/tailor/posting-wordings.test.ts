import { describe, expect, test } from 'vitest';
import { readPosting } from '../../src/tailor/posting/read-posting.ts';
import { readCase, readFolder, type MadeUpCase } from './posting-corpus.ts';

/*
 * Postings worded the ways job boards word them: headings a line of content only looks like,
 * check-mark bullets, a requirement list inside a paragraph, lists that lost their bullets, duties
 * in one long sentence, French duties in the present. Made-up employers and people.
 */

const cases: MadeUpCase[] = [
  {
    name: 'a short requirement line holding a heading word stays a requirement',
    job: { position: 'IT Support Technician', employer: 'Larkspur Credit Union' },
    text: `Minimum Qualifications
2 years of help desk experience
Valid driver's license

Preferred Qualifications
Experience with PowerShell scripting
Prior experience in a bank or credit union
Hazmat endorsement a plus`,
    must: ['help desk experience', "Valid driver's license"],
    nice: ['PowerShell scripting', 'experience in a bank', 'Hazmat endorsement'],
    notSkills: ['Larkspur Credit Union', 'Preferred Qualifications'],
  },
  {
    name: 'check marks and pictures as bullets, a picture before a heading',
    job: { position: 'Sales Development Representative', employer: 'Quillmark' },
    text: `🎯 What you'll do
✅ Book qualified meetings for the account executives
✅ Keep Salesforce up to date

💡 What we're looking for
✔ 6+ months of outbound sales experience
✔ Experience with Outreach or Salesloft

⭐ Nice to have
✔ Fluency in Spanish

💰 $60K base, equity, catered lunches`,
    must: ['Book qualified meetings', 'Salesforce', 'outbound sales experience', 'Outreach or Salesloft'],
    nice: ['Fluency in Spanish'],
    notSkills: ['Quillmark', '$60K', 'catered lunches'],
  },
  {
    name: 'one paragraph: duties in a sentence, then a list apart by bullets after a label',
    job: { position: 'Barista', employer: 'Tin Cup Coffee' },
    text: `Barista – Tin Cup Coffee – part time. You'll pull espresso shots to our standards, take orders on the till, keep the bar spotless, and greet regulars by name. What we need: at least 6 months of café experience • latte art skills • a food hygiene certificate • a friendly, upbeat attitude. Perks: free drinks on shift, flexible hours.`,
    must: [
      'pull espresso shots',
      'keep the bar spotless',
      'greet regulars',
      'café experience',
      'latte art',
      'food hygiene certificate',
      'friendly, upbeat attitude',
    ],
    notSkills: ['Tin Cup Coffee', 'free drinks', 'flexible hours'],
  },
  {
    name: 'duties as plain lines under a heading the reader does not know',
    job: { position: 'Payroll Clerk', employer: 'Town of Elmsbury' },
    text: `Examples of Work
Enters and audits timesheets and leave requests.
Reconciles payroll registers with the general ledger.
Prepares quarterly tax filings and year-end forms.
Answers employee questions about pay and deductions.

Minimum Qualifications
Two years of experience in payroll or bookkeeping.`,
    must: [
      'audits timesheets',
      'Reconciles payroll registers',
      'quarterly tax filings',
      'employee questions about pay',
      'experience in payroll',
    ],
    notSkills: ['Town of Elmsbury'],
  },
  {
    name: 'a long requirement sentence keeps its end, an insurance licence stays a requirement',
    job: { position: 'Customer Service Representative', employer: 'Gullwing Agency' },
    text: `In this role you will answer inbound calls and emails from policyholders, process policy changes and renewals, and follow up on missing documents.

The right person has at least one year of experience in a call center or customer service role and excellent phone manners. A state insurance license is required within 90 days of hire. We offer health and dental insurance.`,
    must: [
      'answer inbound calls',
      'process policy changes',
      'experience in a call center',
      'excellent phone manners',
      'insurance license',
    ],
    notSkills: ['Gullwing Agency', 'dental insurance'],
  },
  {
    name: 'French duties in the present, and a "Les +" heading',
    job: { position: 'Préparateur de commandes', employer: 'Entrepôts Sorel' },
    text: `Le poste
Au sein de notre plateforme, vous préparez les commandes avec un terminal vocal, vous contrôlez la qualité des produits et vous chargez les camions.

Prérequis
- CACES R489 catégorie 1

Les + :
- Une expérience en entrepôt frigorifique`,
    must: [
      'préparez les commandes',
      'contrôlez la qualité des produits',
      'chargez les camions',
      'CACES R489',
    ],
    nice: ['entrepôt frigorifique'],
    notSkills: ['Entrepôts Sorel'],
  },
  {
    name: 'Spanish stock control and a "Se ofrece" block',
    job: { position: 'Mozo de almacén', employer: 'Almacenes Peñalta' },
    text: `Funciones
- Control de stock con radiofrecuencia
- Carga y descarga de camiones

Requisitos
- Carnet de carretillero en vigor

Se ofrece
- Contrato de seis meses
- Comida en la empresa`,
    must: ['Control de stock con radiofrecuencia', 'Carga y descarga de camiones', 'Carnet de carretillero'],
    notSkills: ['Almacenes Peñalta', 'Contrato de seis meses', 'Comida en la empresa'],
  },
];

describe('reading postings worded the ways job boards word them', () => {
  for (const c of cases) {
    test(c.name, () => {
      expect(readCase(c)).toEqual({ missed: [], notWelcome: [], junk: [] });
    });
  }
});

test('the job fields of a front matter come after the body, so the body is not read as their list', () => {
  const read = readPosting(
    '---\ntitle: Line Cook\nqualifications: "Food handler card"\n---\nOur chef has cooked here for twenty years and loves his garden.\n',
  );
  expect(read.requirements.map((r) => r.text)).toEqual(['Food handler card']);
});

test('a field row of a job board, its name and value apart by a tab, is no requirement', () => {
  const texts = readPosting(
    'Moyen d’accès\tTransports en commun\n\nProfil recherché\n- Permis B exigé\n',
  ).requirements.map((r) => r.text);
  expect(texts).toContain('Permis B exigé');
  expect(texts.join(' ')).not.toContain('Transports');
});

// Made-up postings of kinds and shapes the corpus does not hold (warehouse, trades, care, retail,
// offices; English, French, Spanish), each with the requirements a person reads in it.
test('made-up postings: must-haves read, little junk', () => {
  const { count, recall, junkRate } = readFolder('postings-made-up');
  expect(count).toBeGreaterThanOrEqual(30);
  expect(recall).toBeGreaterThanOrEqual(0.9);
  expect(junkRate).toBeLessThanOrEqual(0.05);
});
