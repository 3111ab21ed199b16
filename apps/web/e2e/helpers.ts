/**
 * What the browser tests share: the browser, pages, accounts, API shortcuts and page checks.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumPath } from './chromium.ts';

export const baseURL = () => inject('baseURL');
export const dataDir = () => inject('dataDir');

const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** One browser for the spec file: launched before its tests, closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet');
    return browser;
  };
}

export const desktop = { width: 1280, height: 860 };
export const mobile = { width: 375, height: 740 };

export interface PageProblems {
  errors: string[];
}

/**
 * A fresh browser context (own local storage) and page. Uncaught page errors and console errors
 * are collected so tests can assert there were none; third-party scripts never load here.
 */
export async function openPage(
  browser: Browser,
  viewport = desktop,
  { bypassCSP = false, touch = false }: { bypassCSP?: boolean; touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  // bypassCSP only where axe-core must be injected: the server's CSP rightly forbids inline scripts.
  // touch: a phone's touch screen, so tests can tap as a person does.
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    reducedMotion: 'reduce',
    bypassCSP,
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

const axeSource = readFileSync(
  resolve(import.meta.dirname, '..', '..', '..', 'node_modules', 'axe-core', 'axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page, every rule on; returns the violations of at least `least` impact. */
export async function a11yViolations(page: Page, least: 'minor' | 'serious' = 'minor'): Promise<string[]> {
  // Colours are judged once dialogs and menus have finished fading in (endless loaders aside).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => least === 'minor' || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} @ ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** The serious and critical violations axe-core finds in the page. */
export const seriousA11yViolations = (page: Page): Promise<string[]> => a11yViolations(page, 'serious');

export const screenshotDir = resolve(import.meta.dirname, '..', 'test-results', 'screenshots');
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

let counter = 0;
/** A new unique account, created through the real API. */
export async function createAccount(
  fullname = 'Ada Lovelace',
): Promise<{ email: string; password: string; fullname: string }> {
  counter += 1;
  const email = `e2e-${Date.now()}-${counter}@example.com`;
  const password = 'correct-horse-42';
  const answer = await fetch(`${baseURL()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, fullname, password }),
  });
  if (answer.status !== 201) throw new Error(`signup failed: ${answer.status} ${await answer.text()}`);
  return { email, password, fullname };
}

/** How many mails the server has written to its outbox. */
export const outboxSize = (): number =>
  readdirSync(join(dataDir(), 'outbox')).filter((f) => f.endsWith('.eml')).length;

/** The 6-digit code of the newest reset mail in the server's outbox. */
export function latestOutboxCode(): string | undefined {
  const outbox = join(dataDir(), 'outbox');
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const newest = files.at(-1);
  if (!newest) return undefined;
  const text = readFileSync(join(outbox, newest), 'utf8');
  return /^\s{4}(\d{6})\s*$/m.exec(text)?.[1];
}

/** Signs in through the login form, as a user would. */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await passwordField(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** Password inputs by their accessible name (the label's required mark is hidden from it). */
export const passwordField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A real resume PDF rendered by our engine (see fixtures/make-resume-pdf.ts). */
export const resumePdfPath = resolve(import.meta.dirname, 'fixtures', 'ada-lovelace.pdf');

/** The session token the signed-in page holds. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('app-state') ?? '{}') as { state?: { token?: string } }).state?.token,
  );
  if (!token) throw new Error('The page holds no token');
  return token;
}

/** Calls the API directly with the page's token (fast set-up, and checks of what the UI saved). */
export async function apiCall(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Uploads the fixture resume through the API. */
export async function uploadResumeByApi(token: string, title: string): Promise<{ uuid: string }> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([readFileSync(resumePdfPath)], { type: 'application/pdf' }),
    'ada-lovelace.pdf',
  );
  const answer = await fetch(`${baseURL()}/api/resumes/${encodeURIComponent(title)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { uuid: string };
}

/** Today's date (UTC) as YYYY-MM-DD: downloads carry the date of a generation made in the test. */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The page fits the viewport: no sideways scrolling. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A posting for a senior frontend developer. */
export const frontendJobDescription =
  'We are hiring a Senior Frontend Developer to build accessible React and TypeScript interfaces, own the design system and mentor developers.';

/** Records a job through the API (by default the senior frontend posting). */
export async function createJobByApi(
  token: string,
  job = {
    position: 'Senior Frontend Developer',
    employer: 'Analytical Engines',
    job_description: frontendJobDescription,
  },
): Promise<{ uuid: string }> {
  return (await (await apiCall(token, 'POST', '/jobs/', job)).json()) as { uuid: string };
}

/** What has the keyboard focus: its role and name, as a screen reader would say them. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()}${el.tagName === 'INPUT' ? `[${input.type}]` : ''} ${label.replace(/\s+/g, ' ').trim()}`;
  });
