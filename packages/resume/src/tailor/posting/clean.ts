/** Front-matter keys whose value is part of the job itself. */
const FRONT_MATTER_CONTENT =
  /^(?:qualifications?|requirements?|responsibilities|duties|skills|description|job_description|profile|profil|missions?|requisitos|funciones)$/i;

/** The job-text fields of a front matter block as "Heading:" and their lines; the rest goes. */
function frontMatterSections(body: string): string {
  const out: string[] = [];
  for (const m of body.matchAll(/^([A-Za-z_]+)\s*[:=]\s*(["']?)(.*)\2[ \t]*$/gm)) {
    if (!FRONT_MATTER_CONTENT.test(m[1]!) || !m[3]!.trim()) continue;
    const value = m[2] === '"' ? m[3]!.replace(/\\r\\n|\\n|\\r/g, '\n').replace(/\\"/g, '"') : m[3]!;
    out.push(`${m[1]!.replace(/_/g, ' ')}:`, value, '');
  }
  return out.join('\n');
}

/** Markup and site metadata out: front matter, HTML, Markdown marks, escaped bullets. */
export function cleanPostingText(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n');
  // Front matter (TOML +++ or YAML ---) at the start: site metadata, except the fields that hold
  // the job's own text ("qualifications: ..."), which are kept as sections under their names, after
  // the body, so that the body's first paragraphs do not fall under the last of them.
  let fields = '';
  text = text.replace(/^\s*(\+\+\+|---)\n([\s\S]*?)\n\1[ \t]*(?:\n|$)/, (_m, _fence, body: string) => {
    fields = frontMatterSections(body);
    return '';
  });
  if (fields) text = `${text.trimEnd()}\n\n${fields}`;
  text = text.replace(/^\[\/\/\]: #.*$/gm, '');
  text = text.replace(/<(?:br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n').replace(/<[^>\n]{1,400}>/g, ' ');
  text = text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  text = text.replace(/^\\-\s/gm, '- ').replace(/\\([*_#-])/g, '$1');
  text = text.replace(/\*\*|__/g, '').replace(/^#{1,6}\s*/gm, '');
  text = text.replace(/\[([^\]\n]+)\]\([^)\n]*\)/g, '$1');
  // A scraped page glued into one line: headings stuck to the next word ("RequirementsBachelors"),
  // sentences stuck together ("analystsProven"). Put the breaks back.
  const lines = text.split('\n');
  const longest = Math.max(...lines.map((l) => l.length));
  if (longest > 2000 && lines.filter((l) => l.trim()).length < 15) {
    text = text.replace(/(?<=[\p{Ll}.)%])(?=\p{Lu}\p{Ll})/gu, '\n').replace(/\s{4,}/g, '\n');
  }
  return text;
}
