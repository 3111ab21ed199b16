import { enBackend, enData, enDesigner } from './people-en-tech.ts';
import { enAccountant, enNurse, enTeacher } from './people-en-non-tech.ts';
import { esDev, esNurse, esSales } from './people-es.ts';
import { frChef, frDev, frMarketing } from './people-fr.ts';
import type { PersonInput } from './types.ts';

/**
 * The invented people of the fixture corpus, English then French and Spanish (the plan in
 * make-corpus.ts says which layouts draw each). Every fact here must come back out of the parser.
 */
export const people: PersonInput[] = [
  enBackend,
  enNurse,
  enTeacher,
  enDesigner,
  enAccountant,
  enData,
  frDev,
  frChef,
  frMarketing,
  esDev,
  esNurse,
  esSales,
];
