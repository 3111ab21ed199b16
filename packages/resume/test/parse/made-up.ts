import { parseResumeText } from '../../src/parse/index.ts';

/** A made-up person's resume of one section, read as pasted text. */
export function readSection(heading: string, lines: string[]) {
  return parseResumeText(['Sam Lee', 'sam.lee@example.com', '', heading, ...lines].join('\n'));
}
