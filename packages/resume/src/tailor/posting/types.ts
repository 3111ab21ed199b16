/* What a read posting holds: the cleaned text, its focus and the requirements listed. */
import type { Skill } from '../vocabulary.ts';

export type RequirementImportance = 'must' | 'nice';
export type RequirementKind = 'skill' | 'tool' | 'qualification' | 'language';

export interface PostingRequirement {
  /** The posting's words for it, shortened to the requirement itself ("Python", "Linux environment"). */
  text: string;
  importance: RequirementImportance;
  kind: RequirementKind;
  /** Vocabulary skills it names (empty for a requirement the vocabulary does not know). */
  skills: Skill[];
  /** Where it came from: a requirement list, a "nice to have" list, or the duties of the role. */
  from: 'requirements' | 'preferred' | 'duties' | 'text';
}

export interface ReadPosting {
  /** The posting without clutter. */
  text: string;
  /** Text of the sections that describe the job (requirements, duties), or all of `text` when none is found. */
  focus: string;
  requirements: PostingRequirement[];
}
