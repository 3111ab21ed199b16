/**
 * The comparison for PDF downloads: headless Chromium printing the same resume laid out as an HTML
 * page (same sections and order as the classic template), in a browser started once (warm).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ResumeData } from '@tailor/resume';

const escape = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const dates = (e: { startDate?: string; endDate?: string }) =>
  [e.startDate, e.endDate ?? (e.startDate ? 'Present' : '')].filter(Boolean).join(' – ');

/** The resume as one printable HTML page. */
export function resumeHtml(data: ResumeData): string {
  const b = data.basics;
  const contact = [
    b.email,
    b.phone,
    [b.location?.city, b.location?.region ?? b.location?.countryCode].filter(Boolean).join(', '),
  ].filter(Boolean);
  const section = (title: string, body: string) =>
    body ? `<section><h2>${title}</h2>${body}</section>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(b.name)}</title><style>
    @page { size: A4; margin: 18mm 16mm; }
    body { font: 10.5pt/1.35 "Source Serif Pro", "DejaVu Serif", serif; color: #111; }
    h1 { font-size: 22pt; margin: 0; } .label { font-size: 12pt; color: #444; } .contact { margin: 4pt 0 10pt; color: #333; }
    h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: .06em; border-bottom: .6pt solid #999; margin: 12pt 0 5pt; }
    .row { display: flex; justify-content: space-between; font-weight: 600; } .sub { font-style: italic; }
    ul { margin: 2pt 0 6pt 14pt; padding: 0; } li { margin: 1pt 0; }
  </style></head><body>
  <header><h1>${escape(b.name)}</h1><div class="label">${escape(b.label)}</div><div class="contact">${contact.map(escape).join(' · ')}</div></header>
  ${section('Summary', b.summary ? `<p>${escape(b.summary)}</p>` : '')}
  ${section(
    'Experience',
    data.work
      .map(
        (w) =>
          `<div class="row"><span>${escape(w.position)}</span><span>${escape(dates(w))}</span></div><div class="sub">${escape(w.name)}</div>` +
          `<ul>${(w.highlights ?? []).map((h) => `<li>${escape(h)}</li>`).join('')}</ul>`,
      )
      .join(''),
  )}
  ${section('Skills', data.skills.map((s) => `<p><b>${escape(s.name)}:</b> ${(s.keywords ?? []).map(escape).join(', ')}</p>`).join(''))}
  ${section(
    'Education',
    data.education
      .map(
        (e) =>
          `<div class="row"><span>${escape([e.studyType, e.area].filter(Boolean).join(', '))}</span><span>${escape(dates(e))}</span></div><div class="sub">${escape(e.institution)}</div>`,
      )
      .join(''),
  )}
  </body></html>`;
}

export interface Printer {
  /** Milliseconds to lay out `html` and print it to PDF bytes. */
  print(html: string): Promise<{ ms: number; bytes: number }>;
  close(): Promise<void>;
}

/** A started headless Chromium with one page, or undefined when no Chromium is installed. */
export async function startChromium(): Promise<Printer | undefined> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return undefined;
  const browser: Browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page: Page = await browser.newPage();
  return {
    async print(html) {
      const t0 = performance.now();
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      return { ms: performance.now() - t0, bytes: pdf.byteLength };
    },
    close: () => browser.close(),
  };
}
