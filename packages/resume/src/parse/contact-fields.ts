/** Contact details found in text: an email, a phone number, a web link, and the network a profile link names. */

// "jane.doe[at]example.org": an address written against spam harvesters is kept as printed.
const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|\s?[[(]at[\])]\s?)[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const URL =
  /\b(?:https?:\/\/|www\.)[^\s,;|]+|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|fr|es|co|app|info|eu|ai|tech|page|site|mx|ar|cl|uk|de|design|studio|xyz|ca|us|tv|ly|be|ch|nl|it|pt|br|blog|online|pro)(?![\p{L}\p{N}-])(?:\/[^\s,;|]*)?/iu;
// "+1 (337) 935-0016", "+1(337)9350016": after a bracketed area code the local number may be as
// short as seven digits. "(+33) 6 12 34 56 78" keeps its bracketed country code.
const PHONE =
  /(?:\+\s?\d{1,3}[\s.-]?|\(\+\d{1,3}\)\s?)?(?:\(\d{1,4}\)[\s.-]?\d[\d\s.-]{4,}\d|\d[\d\s.-]{6,}\d)/u;

const NETWORKS: [RegExp, string][] = [
  [/linkedin\.com/i, 'LinkedIn'],
  [/github\.com/i, 'GitHub'],
  [/gitlab\.com/i, 'GitLab'],
  // Not "spacex.com": the name stands alone.
  [/(?<![\p{L}\p{N}-])(?:twitter|x)\.com/iu, 'Twitter'],
  [/behance\.net/i, 'Behance'],
  [/dribbble\.com/i, 'Dribbble'],
  [/stackoverflow\.com/i, 'Stack Overflow'],
  [/medium\.com/i, 'Medium'],
];

export function findEmail(text: string): string | undefined {
  return EMAIL.exec(text)?.[0];
}

export function findPhone(text: string): string | undefined {
  // Digits inside a web address (a DOI, an ID in a path) are no phone.
  const withoutDates = text
    .replace(/\b(?:https?:\/\/|www\.)[^\s,;|]+/giu, ' ')
    .replace(/\b(?:19|20)\d\d\s*[-–]\s*(?:(?:19|20)\d\d)\b/g, ' ');
  for (const m of withoutDates.matchAll(new RegExp(PHONE.source, 'gu'))) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 9 && digits.length <= 15) return m[0].trim();
  }
  return undefined;
}

export function findUrl(text: string): string | undefined {
  const withoutEmail = text.replace(new RegExp(EMAIL.source, 'gu'), ' ');
  return URL.exec(withoutEmail)?.[0]?.replace(/[.)]+$/, '');
}

export function profileOf(url: string): { network: string; username?: string; url: string } | undefined {
  for (const [pattern, network] of NETWORKS) {
    if (pattern.test(url)) {
      const path = url
        .replace(/^(?:https?:\/\/)?(?:www\.)?[^/]+\/?/, '')
        .replace(/^(?:in|pub|u)\//, '')
        .replace(/\/$/, '');
      const username = path.split('/')[0] || undefined;
      return { network, username, url: /^https?:\/\//.test(url) ? url : `https://${url}` };
    }
  }
  return undefined;
}
