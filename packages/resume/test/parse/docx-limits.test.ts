import { strToU8, zipSync } from 'fflate';
import { expect, test } from 'vitest';
import { DOCX_LIMITS, extractDocx } from '../../src/extract/docx.ts';
import { ResumeReadError } from '../../src/extract/errors.ts';

const docx = (body: string) =>
  zipSync({
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 10}`).join(' ');

function refusal(body: string): ResumeReadError {
  try {
    extractDocx(docx(body));
  } catch (error) {
    if (error instanceof ResumeReadError) return error;
    throw error;
  }
  throw new Error('expected the document to be refused');
}

test('each limit is exact: at the limit the document is read, one past it is refused as too large', () => {
  const atParagraphs = para('Jane Doe') + '<w:p/>'.repeat(DOCX_LIMITS.maxParagraphs - 1);
  expect(extractDocx(docx(atParagraphs)).lines[0]?.text).toBe('Jane Doe');
  expect(refusal(atParagraphs + '<w:p/>').reason).toBe('too_large');

  const word = 'a'.repeat(DOCX_LIMITS.maxWordChars);
  expect(extractDocx(docx(para(word))).lines[0]?.text).toBe(word);
  expect(refusal(para(`${word}a`)).message).toMatch(/a word of over 500 characters/);

  const paragraph = words(1000).slice(0, DOCX_LIMITS.maxParagraphChars);
  expect(extractDocx(docx(para(paragraph))).lines).toHaveLength(1);
  expect(refusal(para(`${paragraph} more`)).message).toMatch(/a paragraph of over/);

  const perParagraph = Math.floor(DOCX_LIMITS.maxParagraphChars / 2);
  const count = Math.ceil(DOCX_LIMITS.maxTextChars / perParagraph) + 1;
  expect(
    refusal(Array.from({ length: count }, () => para(words(1000).slice(0, perParagraph))).join('')).message,
  ).toMatch(/characters of text/);

  const nested = (n: number) => '<w:sdt>'.repeat(n) + para('Jane Doe') + '</w:sdt>'.repeat(n);
  // document and body are two levels already, the paragraph and its run and text three more.
  expect(extractDocx(docx(nested(DOCX_LIMITS.maxDepth - 5))).lines[0]?.text).toBe('Jane Doe');
  expect(refusal(nested(DOCX_LIMITS.maxDepth)).message).toMatch(/nested over 256 levels/);
});

test('character references that name no character, and raw control bytes, are dropped from the text', () => {
  const { lines } = extractDocx(docx(para('Jane&#0; &#xD800;Doe&#x110000;&#1;\u0000&#65;&#x42;&amp;')));
  expect(lines[0]?.text).toBe('Jane DoeAB&');
});
