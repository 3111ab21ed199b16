import { fold } from '../../text/fold.ts';
import type { SectionKind } from './headings.ts';

/*
 * Words that show a sentence or a heading asks something of the candidate, in English, French and
 * Spanish, matched on folded text (no accents, lower case). They find requirements where a posting
 * gives no known heading: a paragraph of prose, a list under "You'll need to accomplish:", a
 * "Nous vous évaluerons en fonction de :". They name the shape of a demand, never a skill.
 */

const REQUIREMENT = [
  // English
  String.raw`must|required|requires?|requirements?|mandatory|essential|need(?:ed|s)? to|you(?:'ll| will)? need|you (?:have|bring|hold|possess|are able|can)`,
  String.raw`should (?:have|be)|ability to|able to|capable of|\d+\+? ?years?|years? of`,
  String.raw`knowledge of|understanding of|proficien\w*|familiar\w* with|skilled|skills? (?:in|with)|comfortable (?:with|working)|certifi\w*|licen[cs]\w*`,
  String.raw`degree|diploma|qualified|fluent|fluency|background in|track record|ideal candidate|availability|available to work|flexib\w+|we(?:'ll| will) evaluate|evaluated on|experience|looking for (?:a|an|someone)`,
  // French
  String.raw`exig\w*|requis\w*|obligatoire|indispensable|imperati\w*|necessaire|vous (?:avez|etes|maitrisez|possedez|disposez|savez|devez|devrez)|il (?:vous )?faut`,
  String.raw`maitris\w*|connaissances?|savoir|capacite|aptitudes?|diplome|titulaire|permis|formation|competences?|qualites|sens (?:de|du|des)`,
  String.raw`disponibilite|disponible|nous (?:vous )?evaluerons|evaluee? (?:en fonction|sur)|nous recherchons|profil`,
  // Spanish
  String.raw`se requiere|requisitos?|imprescindible|necesari[oa]s?|obligatori[oa]|debe(?:s|ra|ras)?|experiencia|conocimientos?|manejo de|dominio de|capacidad|habilidad\w*`,
  String.raw`titulo|titulacion|licencia|carnet|certificad\w*|estudios|buscamos|tener|contar con|saber|disponibilidad|se (?:te )?evaluara`,
].join('|');

/** Words saying a requirement is welcome, not required; an intensifier may sit inside ("a big plus", "un vrai plus"). */
const INTENSIFIER = String.raw`(?:big|strong|huge|real|great|definite|major|significant|gros|grand|vrai|veritable|gran|buen)`;
const OPTIONAL = [
  // English
  String.raw`preferred|preferably|(?:a|an) (?:${INTENSIFIER} )?(?:plus|asset|advantage)|pluses|nice[- ]to[- ]haves?|good[- ]to[- ]haves?|bonus|desirable|ideally|advantageous|beneficial|would be (?:nice|great|ideal|lovely|helpful|good)|extra points`,
  // French
  String.raw`un (?:${INTENSIFIER} )?(?:atout|plus|avantage)|souhait\w*|apprecie\w*|idealement|de preference|serait ideal`,
  // Spanish
  String.raw`un (?:${INTENSIFIER} )?(?:plus|valor (?:anadido|agregado)|extra)|deseable|se valora\w*|valorable|valorad[oa]s?|valoraremos|idealmente|preferiblemente|preferentemente|de preferencia|seria ideal`,
].join('|');

/** What the job holder will do ("You will", "Vous serez chargé de", "Serás responsable de"). */
const DUTY = String.raw`you(?:'ll| will) (?:be )?\p{L}+|your (?:role|day|job|mission)|responsible for|in charge of|vous (?:serez|allez|aurez|assurerez|participerez|contribuerez)|charge(?:e)? de|votre (?:role|mission)|tu (?:seras|vas)|seras|te encargaras|responsable de|tu (?:rol|mision)|tendras (?:que|a tu cargo)`;

/** What the employer gives (pay, benefits, perks), never what it asks. */
const OFFER = String.raw`we offer|you(?:'ll| will) (?:get|receive|enjoy)|what(?:'s| is) in it for you|why (?:join|work)|perks|benefits|nous (?:vous )?offrons|nous proposons|vous beneficierez|avantages|ofrecemos|te ofrecemos|beneficios|prestaciones`;

/** How to apply, the hiring process, adjustments for it: for the applicant, not a skill of the job. */
const PROCESS = String.raw`apply|applying|how to apply|submit (?:your|an?)|send (?:us )?(?:your|an?)|cover letter|interviews?|hiring process|accommodations?|candidature|postul\p{L}*|veuillez|please|envoy\p{L}*|adressez|merci de|entrevues?|mesures d'adaptation|envia\p{L}*|enviar|contact us|contactez|contactar|contactanos|entrevistas?|ajustes razonables`;

/** When the work is done: clock times, shifts, hours or days a week, not a skill. */
const SCHEDULE = String.raw`\d{1,2} ?(?:am|pm|h\d*)|\d{1,2}[:h]\d{2}|shifts? (?:are|is|run|from)|(?:hours|days|nights) (?:a|per) week|heures par semaine|du lundi|de lunes|horas (?:a la|por) semana|semanales|horaires? (?:de|du)|turnos? (?:de|rotativos)`;

/** A field of the posting's header ("Location: Lyon", "Horario: 9-17"): a fact about the job, not a skill. */
const FIELD_LABEL = String.raw`location|place|city|where|address|salary|pay|wage|rate|compensation|schedule|shift|hours|start date|starting|date|deadline|closing|posted|reference|ref|job id|type|job type|employment type|contract|position|title|seniority|level|department|category|sector|industry|reports? to|reporting to|travel|remote|lieu|ville|adresse|salaire|remuneration|horaires?|date|contrat|type de contrat|duree|poste|secteur|reference|ubicacion|lugar|donde|ciudad|salario|sueldo|horario|jornada|turno|contrato|tipo de contrato|puesto|fecha|vacantes?|categoria|seniority|modalidad`;

const REQUIREMENT_RE = new RegExp(`(?:^|[^\\p{L}])(?:${REQUIREMENT})(?![\\p{L}])`, 'u');
const OPTIONAL_RE = new RegExp(`(?:^|[^\\p{L}])(?:${OPTIONAL})(?![\\p{L}])`, 'u');
const DUTY_RE = new RegExp(`(?:^|[^\\p{L}])(?:${DUTY})(?![\\p{L}])`, 'u');
const PROCESS_RE = new RegExp(`(?:^|[^\\p{L}])(?:${PROCESS})(?![\\p{L}])`, 'u');
const SCHEDULE_RE = new RegExp(`(?:^|[^\\p{L}\\d])(?:${SCHEDULE})(?![\\p{L}])`, 'u');
const OFFER_RE = new RegExp(`(?:^|[^\\p{L}])(?:${OFFER})(?![\\p{L}])`, 'u');
const FIELD_ROW_RE = new RegExp(`^(?:${FIELD_LABEL})\\s*[:：]`, 'u');

const folded = (text: string): string => fold(text).replace(/[’`]/g, "'");

/** The text asks something of the candidate ("You have two years in retail", "Permis B exigé"). */
export const asksForSomething = (text: string): boolean => REQUIREMENT_RE.test(folded(text));

/** A list item opened by a label that says it is welcome ("Nice to have: Go", "Plus : SAP", "Bonus:"). */
const WELCOME_LABEL =
  /^(?:plus|pluses|bonus|nice[- ]to[- ]haves?|good[- ]to[- ]haves?|would be nice|extra)\s*:/;

/** The text calls what it names welcome but not required ("a plus", "se valorará"). */
export const onlyWelcome = (text: string): boolean =>
  OPTIONAL_RE.test(folded(text)) || WELCOME_LABEL.test(folded(withoutMarker(text)));

/** A list line without its bullet marker. */
const withoutMarker = (text: string): string => text.replace(/^[\s\-•*·▪◦‣–—]+/u, '');

/** "PostgreSQL is a big plus", "l'anglais est un atout", "Docker sería un plus": the welcome said after what is welcome. */
const WELCOME_TAIL = new RegExp(
  String.raw`\s*,?\s+(?:(?:is|are|would be|will be|est|sont|serait|sera|constitue|es|son|ser[ií]a|ser[aá])\s+(?:(?:a|an|un|une)\s+)?(?:(?:big|real|great|strong|huge|definite|major|gros|grand|vrai|véritable|gran)\s+)?(?:plus|asset|bonus|advantage|atout|avantage)|(?:is|are|would be)\s+(?:advantageous|beneficial|desirable|preferred)|se valorar[aá])\s*[.!]?$`,
  'iu',
);
/** "Nice to have: Go", "Idéalement, ...", "Preferiblemente con ...": the welcome said before what is welcome. */
const WELCOME_LEAD =
  /^(?:(?:plus|pluses|bonus|nice[- ]to[- ]haves?|good[- ]to[- ]haves?|would be nice|extra)\s*:\s*|(?:ideally|preferably|id[ée]alement|de pr[ée]f[ée]rence|idealmente|preferiblemente|preferentemente|de preferencia)\s*,?\s+)/iu;

/** A welcome requirement without the words that say it is welcome ("Kubernetes is a big plus": "Kubernetes"). */
export function withoutWelcomeWords(text: string): string {
  const bare = withoutMarker(text).replace(WELCOME_TAIL, '').replace(WELCOME_LEAD, '').trim();
  if (!/\p{L}{2}/u.test(bare)) return text;
  return bare === text.trim() ? text : bare.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** The text says what the job holder will do. */
export const describesDuty = (text: string): boolean => DUTY_RE.test(folded(text));

/** The text speaks of what the employer offers ("What we offer", "Te ofrecemos"). */
export const speaksOfOffer = (text: string): boolean => OFFER_RE.test(folded(text));

/** The text speaks of applying or of the hiring process ("Postulez quand même", "Please send your CV"). */
export const speaksOfProcess = (text: string): boolean => PROCESS_RE.test(folded(text));

/** The text only says when the work is done ("Shifts are 8pm to 8am"), and asks nothing. */
export const onlySchedule = (text: string): boolean =>
  SCHEDULE_RE.test(folded(text)) && !asksForSomething(text);

/** A header field row ("Lieu : Lyon", "Jornada: completa"), not a requirement. */
export const isFieldRow = (text: string): boolean => FIELD_ROW_RE.test(folded(text).trim());

const ABOUT_YOU =
  /\b(?:about you|who you are|you are|your profile|sobre ti|tu perfil|eres|a propos de vous|qui etes-vous|vous etes|votre profil)\b/;
const WELCOME_IF =
  /\b(?:if you (?:also )?(?:have|had|are)|would be (?:lovely|great|nice|ideal|good)|even better|si (?:vous|tu) (?:avez|as|tienes)|serait|seria (?:genial|ideal)|si ademas)\b/;
const DAY_TO_DAY =
  /\b(?:day[- ]to[- ]day|typical day|dia a dia|tu dia|au quotidien|votre quotidien|what you(?:'ll| will) (?:do|be doing)|que haras|ce que vous ferez)\b/;

/** The kind of section a heading in the employer's own words opens, by what it says ("What you'll need to succeed": must). */
export function headingKindByCue(heading: string): SectionKind {
  const text = folded(heading);
  if (speaksOfOffer(heading)) return 'other';
  if (onlyWelcome(heading) || WELCOME_IF.test(text)) return 'nice';
  if (DAY_TO_DAY.test(text)) return 'duties';
  // "Votre candidature sera évaluée en fonction de :" speaks of the application, and asks.
  if (asksForSomething(heading) || ABOUT_YOU.test(text)) return 'must';
  if (speaksOfProcess(heading)) return 'other';
  if (describesDuty(heading)) return 'duties';
  return 'none';
}
