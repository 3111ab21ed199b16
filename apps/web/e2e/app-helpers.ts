import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { baseURL, seriousA11yViolations } from './browser.ts';

/** A real resume PDF rendered by our engine (see fixtures/make-resume-pdf.ts). */
export const resumePdfPath = resolve(import.meta.dirname, 'fixtures', 'ada-lovelace.pdf');

/** The session token the signed-in page holds. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('app-state') ?? '{}') as { state?: { token?: string } }).state?.token);
  if (!token) throw new Error('The page holds no token');
  return token;
}

/** Calls the API directly with the page's token (fast set-up, and checks of what the UI saved). */
export async function apiCall(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Uploads the fixture resume through the API. */
export async function uploadResumeByApi(token: string, title: string): Promise<{ uuid: string }> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(resumePdfPath)], { type: 'application/pdf' }), 'ada-lovelace.pdf');
  const answer = await fetch(`${baseURL()}/api/resumes/${encodeURIComponent(title)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { uuid: string };
}

/** Local date as YYYY-MM-DD, as the browser names downloads. */
export const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The page fits the viewport: no sideways scrolling. */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Serious and critical axe violations of the signed-in screens, none left out. */
export async function screenA11yViolations(page: Page): Promise<string[]> {
  return seriousA11yViolations(page);
}
