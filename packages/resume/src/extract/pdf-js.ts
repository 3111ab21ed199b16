import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Loads pdf.js (its build for Node) once per thread, without the slow built-ins it brings.
 *
 * That build carries polyfills that replace two built-ins Node already has, for corner cases no
 * code here meets: Array.prototype.push (Node's does not throw when nothing is pushed onto an
 * array whose length is read-only) and JSON.parse (Node 20's gives a reviver no source text). The
 * replacements are plain JavaScript, several times slower, and once loaded they serve the whole
 * thread: reading one PDF pushes millions of numbers and operators. Node's own are kept here,
 * before anything loads pdf.js, and put back once pdf.js and its worker code (which runs in this
 * thread: there is no separate pdf.js worker in Node) have installed theirs.
 */
type PdfJs = typeof PdfJsModule;

const nativePush = Array.prototype.push;
const nativeParse = JSON.parse;
let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // Loaded here rather than by the first document, so that its polyfills come before the put-back
    // (pdf.js runs a worker module it finds on globalThis instead of loading its own).
    // @ts-expect-error the package ships no types for its worker module, which is loaded only for its effect
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    Array.prototype.push = nativePush;
    JSON.parse = nativeParse;
    return pdfjs;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
