import type { Language } from '@tailor/contract';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** User text (a name) enters the HTML part only escaped. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]!);

/** A minimal HTML document most mail clients render the same way: one column, inline styles. */
export function renderMail(language: Language, title: string, paragraphs: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    '<div style="max-width:520px;margin:0 auto;padding:24px">',
    ...paragraphs,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
