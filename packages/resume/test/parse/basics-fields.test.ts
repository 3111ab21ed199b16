import { describe, expect, it } from 'vitest';
import { addLinkedContacts, parseBasics } from '../../src/parse/basics.ts';
import { profileOf } from '../../src/parse/fields.ts';
import { prepareLines } from '../../src/parse/lines.ts';

describe('basics field reader', () => {
  it('takes the biggest first-page text as the name and reads contact pieces', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'jane@example.com | +1 555 123 4567 | Austin, TX', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    const { basics } = parseBasics(header, [], header);
    expect(basics).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 555 123 4567',
      location: { city: 'Austin', region: 'TX' },
    });
  });

  it('leaves the document title beside the name out of the name', () => {
    const header = prepareLines([
      { text: 'Jane Doe | CV', size: 24 },
      { text: 'jane@example.com', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.name).toBe('Jane Doe');
  });

  it('takes no link to the resume in another language for the headline', () => {
    for (const tab of ['SPA', 'EN | FR', 'English version', 'Versión en inglés']) {
      const header = prepareLines([
        { text: tab, size: 9 },
        { text: 'Jane Doe', size: 24 },
        { text: 'Curriculum Vitae', size: 12 },
        { text: 'jane@example.com', size: 10 },
      ]);
      const { basics } = parseBasics(header, [], header);
      expect(basics.name).toBe('Jane Doe');
      expect(basics.label).toBeUndefined();
    }
    const titled = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'Data Engineer', size: 12 },
      { text: 'jane@example.com', size: 10 },
    ]);
    expect(parseBasics(titled, [], titled).basics.label).toBe('Data Engineer');
  });

  it('takes no headline from a line that prints where the links go', () => {
    const basics = { name: 'Jane Doe', label: 'ï JaneDoe ⋄ l jane.dev', profiles: [] };
    addLinkedContacts(basics, ['https://www.linkedin.com/in/janedoe/', 'https://jane.dev']);
    expect(basics.label).toBeUndefined();
    const titled = { name: 'Jane Doe', label: 'Data Engineer', profiles: [] };
    addLinkedContacts(titled, ['https://www.linkedin.com/in/janedoe/', 'https://jane.dev']);
    expect(titled.label).toBe('Data Engineer');
  });

  it('takes a job title beside contact details as the headline, not any other words', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'Open to remote work | jane@example.com', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.label).toBeUndefined();
    const titled = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'Data Engineer | jane@example.com', size: 10 },
    ]);
    expect(parseBasics(titled, [], titled).basics.label).toBe('Data Engineer');
  });

  it('takes the name from an introduction when no line stands out as the name', () => {
    const all = prepareLines([
      { text: 'EXPERIENCE', size: 16 },
      { text: 'Acme Corp / Engineer 2019 - 2020', size: 10 },
      { text: 'Hello, my name is Jane', size: 14 },
      { text: 'Doe | About me', size: 14 },
      { text: 'I build things for the web and like it a lot.', size: 9 },
    ]);
    expect(parseBasics([], [], all).basics.name).toBe('Jane Doe');
  });

  it('does not take a site whose name ends in x.com for a Twitter profile', () => {
    expect(profileOf('https://www.spacex.com/')).toBeUndefined();
    expect(profileOf('x.com/janedoe')?.network).toBe('Twitter');
  });

  it('finds the name on a line that goes on with contact details', () => {
    const header = prepareLines([{ text: 'Jane Doe | jane@example.com | 555-123-4567' }]);
    const { basics } = parseBasics(header, [], header);
    expect([basics.name, basics.email, basics.phone]).toEqual([
      'Jane Doe',
      'jane@example.com',
      '555-123-4567',
    ]);
  });

  it('reads an email address written with [at] as printed', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'jane.doe[at]example.org    Lyon, France', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.email).toBe('jane.doe[at]example.org');
  });

  it('reads a phone whose area code is in brackets and whose digits run together', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: '+1(555)1234567\tjane.example.io', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.phone).toBe('+1(555)1234567');
  });

  it('takes no phone from the digits of a web address', () => {
    const all = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'jane@example.com', size: 10 },
      { text: 'Doe J. 2020. Fish bones (Scaridae). https://doi.org/10.26028/journal/2020-441-008', size: 10 },
    ]);
    expect(parseBasics(all.slice(0, 2), [], all).basics.phone).toBeUndefined();
  });

  it('keeps a country code written in brackets with the phone', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: '(+33) 6 12 34 56 78 | jane@example.com', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.phone).toBe('(+33) 6 12 34 56 78');
  });

  it("takes a contact detail's label off it in any language, and still reads whose phone a label names", () => {
    const header = prepareLines([
      { text: 'Juana Pérez', size: 24 },
      { text: 'Correo electrónico: juana@example.com', size: 10 },
      { text: 'Work phone: +1 555 123 4567 | Mobile: +1 555 987 6543', size: 10 },
      { text: 'Dirección: Calle Mayor 5, 28013 Madrid', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    const { basics, leftover } = parseBasics(header, [], header);
    expect(basics).toMatchObject({
      email: 'juana@example.com',
      phone: '+1 555 987 6543',
      location: { address: 'Calle Mayor 5', postalCode: '28013', city: 'Madrid' },
    });
    expect(leftover.join(' ')).not.toMatch(/correo|dirección/i);
  });
});
