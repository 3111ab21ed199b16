import { describe, expect, it } from 'vitest';
import { prepareLines, type Line } from '../../src/parse/lines.ts';
import { parseLanguages } from '../../src/parse/languages.ts';
import { parseSkills } from '../../src/parse/skills.ts';

const lines = (texts: string[], extra: Partial<Line> = {}) =>
  prepareLines(texts.map((text) => ({ text }))).map((l) => ({ ...l, ...extra }));
describe('skills field reader', () => {
  it('finishes an item with the short lower-case line under it', () => {
    const groups = parseSkills(lines(['Illustrator', 'Programas de edición', 'multimedia', 'Photoshop']));
    expect(groups[0]?.keywords).toEqual(['Illustrator', 'Programas de edición multimedia', 'Photoshop']);
  });

  it('reads the rows of tags under a group name set bigger, whatever their look', () => {
    const rows = [
      { text: 'Teaching', size: 8 },
      { text: 'Differentiated instruction', size: 6 },
      { text: 'Assessment by skills\tFlipped classroom', size: 6 },
      { text: 'Digital', size: 8 },
      { text: 'GeoGebra\tPython\tMoodle', size: 6 },
      { text: 'LaTeX', size: 6 },
    ];
    const groups = parseSkills(prepareLines(rows.map((r) => ({ ...r, bold: true }))));
    expect(groups).toEqual([
      {
        name: 'Teaching',
        keywords: ['Differentiated instruction', 'Assessment by skills', 'Flipped classroom'],
      },
      { name: 'Digital', keywords: ['GeoGebra', 'Python', 'Moodle', 'LaTeX'] },
    ]);
  });

  it('leaves the check marks of a grid of skills out of the skills', () => {
    expect(parseSkills(lines(['Bash\t✔ Vue\t✔ Podman', 'Python\t✔ React\t✔ Docker']))).toEqual([
      { keywords: ['Bash', 'Vue', 'Podman', 'Python', 'React', 'Docker'] },
    ]);
  });

  it('parts the last two items of a list joined by "and", "et" or "y"', () => {
    expect(parseSkills(lines(['Spreadsheets: Microsoft Excel, LibreOffice Calc et Framacalc']))).toEqual([
      { name: 'Spreadsheets', keywords: ['Microsoft Excel', 'LibreOffice Calc', 'Framacalc'] },
    ]);
    expect(parseSkills(lines(['Web: R, HTML and CSS']))[0]?.keywords).toEqual(['R', 'HTML', 'CSS']);
    expect(parseSkills(lines(['Research and Development']))[0]?.keywords).toEqual([
      'Research and Development',
    ]);
  });

  it('joins a word cut at the end of a skills line', () => {
    const [group] = parseSkills(
      lines(['Teamwork: experience in the devel-', 'opment of projects with many people']),
    );
    expect(JSON.stringify(group)).toContain('development of projects');
  });

  it('opens a group at each label set among the tags, and reads the LaTeX logo as one word', () => {
    expect(
      parseSkills(lines(['Languages:, C/C++, Python, Tools:, Git, Docker, LAT X', 'E', 'Design:'])),
    ).toEqual([
      { name: 'Languages', keywords: ['C/C++', 'Python'] },
      { name: 'Tools', keywords: ['Git', 'Docker', 'LaTeX'] },
    ]);
  });

  it('reads a language in its column and how well it is spoken in the next; two languages side by side stay two', () => {
    expect(parseLanguages(lines(['Français\tLangue maternelle.', 'Anglais\tLu, parlé et écrit.']))).toEqual([
      { language: 'Français', fluency: 'Langue maternelle' },
      { language: 'Anglais', fluency: 'Lu, parlé et écrit' },
    ]);
    expect(parseLanguages(lines(['Français\tAnglais'])).map((l) => l.language)).toEqual([
      'Français',
      'Anglais',
    ]);
  });

  it('reads a language named beside another as a second language, not as how well the first is spoken', () => {
    expect(parseLanguages(lines(['English (Yoruba)', 'Tamil\tEnglish']))).toEqual([
      { language: 'English' },
      { language: 'Yoruba' },
      { language: 'Tamil' },
      { language: 'English' },
    ]);
    expect(parseLanguages(lines(['English (C1)', 'Swahili (native)', 'Inglés (intermedio)']))).toEqual([
      { language: 'English', fluency: 'C1' },
      { language: 'Swahili', fluency: 'native' },
      { language: 'Inglés', fluency: 'intermedio' },
    ]);
  });

  it('reads a row of short cells as skills side by side, not as a label and its list', () => {
    expect(parseSkills(lines(['Python\tJavaScript\tGo\tSQL', 'Languages\tFrench\tEnglish']))).toEqual([
      { keywords: ['Python', 'JavaScript', 'Go', 'SQL'] },
      { name: 'Languages', keywords: ['French', 'English'] },
    ]);
  });

  it('reads "Group: a, b" lines as named groups', () => {
    expect(parseSkills(lines(['Languages: Go, Rust', 'Cloud: AWS (EC2, S3), GCP']))).toEqual([
      { name: 'Languages', keywords: ['Go', 'Rust'] },
      { name: 'Cloud', keywords: ['AWS (EC2, S3)', 'GCP'] },
    ]);
  });

  it('reads spoken languages with their level', () => {
    expect(parseLanguages(lines(['English (native), French – B2']))).toEqual([
      { language: 'English', fluency: 'native' },
      { language: 'French', fluency: 'B2' },
    ]);
  });
});

describe('skills set in two columns', () => {
  const row = (text: string, x: number) => ({ text, x, size: 9 });
  it('are items, not a name and its skill, when every row starts at one edge and no cell is a list', () => {
    const skills = parseSkills(
      prepareLines([
        row('Wound care\tTeamwork', 160),
        row('Triage\tPatient education', 160),
        row('Infection control\tCharting', 160),
      ]),
    );
    expect(skills).toEqual([
      {
        keywords: ['Wound care', 'Teamwork', 'Triage', 'Patient education', 'Infection control', 'Charting'],
      },
    ]);
  });

  it('keep a label column set flush right, and a skill beside its years', () => {
    const labelled = parseSkills(
      prepareLines([
        row('Tools\tExcel, Opera PMS', 70),
        row('Management\tRostering, Budgets', 97),
        row('Service\tReservations, Complaints', 88),
      ]),
    );
    expect(labelled.map((g) => g.name)).toEqual(['Tools', 'Management', 'Service']);
    const years = parseSkills(
      prepareLines([row('Python\t5+ yrs', 160), row('Linux\t5+ yrs', 160), row('Go\t3+ yrs', 160)]),
    );
    expect(years.map((g) => [g.name, g.keywords])).toEqual([
      ['Python', ['5+ yrs']],
      ['Linux', ['5+ yrs']],
      ['Go', ['3+ yrs']],
    ]);
  });
});

describe("a product's name cut in a list", () => {
  it("puts a product's generic last word back on its name, after a comma or a line end", () => {
    expect(parseSkills(lines(['Nimbus Cloud, Platform, Docker']))[0]?.keywords).toEqual([
      'Nimbus Cloud Platform',
      'Docker',
    ]);
    expect(parseSkills(lines(['Kotlin, Nimbus Cloud', 'Platform, Docker']))[0]?.keywords).toEqual([
      'Kotlin',
      'Nimbus Cloud Platform',
      'Docker',
    ]);
  });
});
