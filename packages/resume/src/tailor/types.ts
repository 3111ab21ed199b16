import type { CoverLetter } from '../schema/cover-letter.ts';
import type { ResumeData } from '../schema/resume.ts';
import type { Fit, RequirementEvidence } from './evidence.ts';
import type { Language } from '../parse/language.ts';

export type { Fit, Language, RequirementEvidence };
export type TailorEngine = 'offline' | 'llm';

export interface LlmSettings {
  /** OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Budget for the whole call, retries included (default 60 s). */
  timeoutMs?: number;
  /** Further attempts after a failed or unusable answer (default 2). */
  maxRetries?: number;
  /** Aborts the call (the caller gave up): the request to the provider is cancelled, its reason thrown. */
  signal?: AbortSignal;
}

export interface TailorJob {
  position: string;
  employer: string;
  description: string;
  /** The documents' language; by default the posting's own (en, fr or es, detected). */
  language?: Language;
}

export interface TailorInput {
  resume: ResumeData;
  job: TailorJob;
  engine?: TailorEngine;
  llm?: LlmSettings;
  /**
   * Fields the reader was unsure of (its `uncertain` list, JSON Pointers): none of them is stated
   * as a fact in the summary or the letter. The user's corrections clear them.
   */
  uncertain?: ReadonlyArray<{ path: string; reason?: string }>;
  /** Date of the letter; default now. */
  today?: Date;
}

export interface ProvenanceEntry {
  /** Where the line sits in the output (tailored resume path, or coverLetter.paragraphs[i]). */
  path: string;
  /** The source resume path it came from, or null for text composed from several facts. */
  source: string | null;
  text: string;
}

export interface TailorReport {
  engine: TailorEngine;
  language: Language;
  match: {
    before: number;
    after: number;
    matched: string[];
    missing: string[];
    /** Each requirement of the posting with the source resume line that shows it (JSON Pointer), or null. */
    requirements: RequirementEvidence[];
    /** 'low': the resume shows little of what the posting requires; the letter says so. */
    fit: Fit;
  };
  provenance: ProvenanceEntry[];
  reverted: Array<{ path: string; reason: string }>;
}

export interface TailorResult {
  resume: ResumeData;
  coverLetter: CoverLetter;
  report: TailorReport;
}
