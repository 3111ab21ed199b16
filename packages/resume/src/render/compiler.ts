import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Typst from '@myriaddreamin/typst-ts-node-compiler';
import type { NodeCompiler, NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';

/*
 * One warm Typst compiler per process. Creating it (loading fonts, building the world) costs
 * tens of milliseconds; compiling with it again costs a few, because Typst memoizes layout
 * across compilations. The native calls are synchronous, so two renders can never run on it
 * at the same time: each call runs to completion, with its own inputs, before the next starts.
 */

/** The fonts the templates name. Loaded from font packages, never from the system. */
const fontFiles: readonly { pkg: string; dir: string; files: readonly string[] }[] = [
  {
    pkg: 'source-serif-pro',
    dir: 'TTF',
    files: [
      'SourceSerifPro-Regular.ttf',
      'SourceSerifPro-It.ttf',
      'SourceSerifPro-Semibold.ttf',
      'SourceSerifPro-SemiboldIt.ttf',
    ],
  },
  {
    pkg: 'source-sans',
    dir: 'TTF',
    files: [
      'SourceSans3-Regular.ttf',
      'SourceSans3-It.ttf',
      'SourceSans3-Semibold.ttf',
      'SourceSans3-SemiboldIt.ttf',
      'SourceSans3-Bold.ttf',
    ],
  },
];

/**
 * Paths are built from this package's root, found through the module resolver rather than
 * this file's own location: once the server is bundled into apps/server/dist, this code no
 * longer sits beside the templates, but @tailor/resume still resolves to the package.
 */
let root: string | undefined;
function packageRoot(): string {
  root ??= dirname(createRequire(import.meta.url).resolve('@tailor/resume/package.json'));
  return root;
}

export function templatesDir(): string {
  return join(packageRoot(), 'src', 'render', 'templates');
}

export function loadFonts(): Buffer[] {
  const requireFromPackage = createRequire(join(packageRoot(), 'package.json'));
  return fontFiles.flatMap(({ pkg, dir, files }) => {
    const base = join(dirname(requireFromPackage.resolve(`${pkg}/package.json`)), dir);
    return files.map((file) => readFileSync(join(base, file)));
  });
}

/**
 * The native Typst module, loaded with the first compiler: a process that lays nothing out (the
 * API's own thread, where layout runs in workers) does not load it.
 */
const typst = () => createRequire(import.meta.url)('@myriaddreamin/typst-ts-node-compiler') as typeof Typst;

export function createCompiler(): NodeCompiler {
  return typst().NodeCompiler.create({ workspace: templatesDir(), fontArgs: [{ fontBlobs: loadFonts() }] });
}

export class RenderError extends Error {
  override readonly name = 'RenderError';
}

let shared: NodeCompiler | undefined;
let rendersSinceEviction = 0;
/*
 * Typst's memo cache is global and grows with every distinct input: 400 different resumes
 * took a process to 750 MB RSS without eviction, 400 MB with this policy. Every few renders,
 * results unused in the last few evictions are dropped, while the parts an editor re-renders
 * again and again (its live preview) stay cached.
 */
const evictEvery = 4;
const evictMaxAge = 5;

function sharedCompiler(): NodeCompiler {
  shared ??= createCompiler();
  return shared;
}

function describeDiagnostics(diagnostics: unknown[] | undefined): string {
  const messages = (diagnostics ?? []).map((d) => {
    if (d && typeof d === 'object' && 'message' in d) return String((d as { message: unknown }).message);
    return JSON.stringify(d);
  });
  return messages.length ? messages.join('; ') : 'unknown error';
}

export type Output = 'pdf' | 'svg';

/**
 * The SVG exporter writes link targets into attributes as they are: an `&` in a web address (a
 * query string) makes the picture invalid XML. Targets reach it percent-encoded (safeHref), so
 * `&` is the one character left to escape.
 */
const escapeLinks = (svg: string): string =>
  svg.replace(
    /\b((?:xlink:)?href)="([^"]*&[^"]*)"/g,
    (_, name: string, value: string) => `${name}="${value.replaceAll('&', '&amp;')}"`,
  );

/**
 * How full the last page is (0 to 1 of the room between its margins), from the `<content-end>`
 * mark a template sets after its text; undefined when the template sets none.
 */
function lastPageFill(compiler: NodeCompiler, document: NodeTypstDocument): number | undefined {
  const [end] = (compiler.query(document, { selector: '<content-end>', field: 'value' }) ?? []) as Array<{
    y: number;
    top: number;
    bottom: number;
  }>;
  if (!end || !(end.bottom > end.top)) return undefined;
  return Math.min(1, Math.max(0, (end.y - end.top) / (end.bottom - end.top)));
}

/**
 * Compile one Typst entry file of the templates folder with `data` as sys.inputs.data and
 * export it. The data is JSON text that the template reads with json(): it is never part of
 * the source, so nothing in it can act as markup.
 */
export function compileTemplate(
  entry: string,
  data: unknown,
  output: 'pdf',
  compiler?: NodeCompiler,
): { bytes: Uint8Array; pages: number; lastPageFill?: number };
export function compileTemplate(
  entry: string,
  data: unknown,
  output: 'svg',
  compiler?: NodeCompiler,
): { svg: string; pages: number };
export function compileTemplate(
  entry: string,
  data: unknown,
  output: Output,
  compiler: NodeCompiler = sharedCompiler(),
): { bytes: Uint8Array; pages: number; lastPageFill?: number } | { svg: string; pages: number } {
  const result = compiler.compile({
    mainFilePath: join(templatesDir(), entry),
    inputs: { data: JSON.stringify(data) },
  });
  const document: NodeTypstDocument | null = result.result;
  if (result.hasError() || !document) {
    const diagnostics = result.takeDiagnostics() ?? result.takeError();
    throw new RenderError(
      `Typst could not lay out ${entry}: ${describeDiagnostics(diagnostics?.shortDiagnostics)}`,
    );
  }
  try {
    const pages = document.numOfPages;
    if (output === 'svg') return { svg: escapeLinks(compiler.plainSvg(document)), pages };
    const pdf = compiler.pdf(document);
    return {
      bytes: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      pages,
      lastPageFill: lastPageFill(compiler, document),
    };
  } finally {
    if (compiler === shared && ++rendersSinceEviction >= evictEvery) {
      rendersSinceEviction = 0;
      compiler.evictCache(evictMaxAge);
    }
  }
}
