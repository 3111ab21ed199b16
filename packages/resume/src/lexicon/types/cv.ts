/**
 * The words that decide what a tailored CV leaves out or sets in its place: a claim of age, a
 * word for working for oneself, a certificate's issuer label, a sworn statement. Folded (no
 * accents, lower case) unless said otherwise; a list may be empty.
 */
export interface CvWords {
  /**
   * An age or a birth date stated of the candidate ("32 years old", "date de naissance"), as
   * regular expression sources on folded text: no generated sentence nor headline carries it.
   */
  ageClaims: readonly string[];
  /**
   * Words for working for oneself ("self-employed", "auto-entrepreneur"), as regular expression
   * sources on the whole folded name: a status, no employer's name.
   */
  selfEmployedWords: readonly string[];
  /** Words that introduce a certificate's issuer ("issued by", "delivre par"). */
  issuerLabels: readonly string[];
  /**
   * The level or grade a certificate was passed at, printed as a part after its name ("Associate",
   * "Niveau avancé", "B2 Upper Intermediate"), as regular expression sources on the whole folded
   * part: part of the certificate's name, never its issuer.
   */
  certificateLevels: readonly string[];
  /** How a sworn statement at a resume's end opens ("i hereby certify", "je soussigne"): no item of a section. */
  attestations: readonly string[];
  /**
   * Labels of an identity document's or a social security number of more than one word ("national
   * insurance", "numero de securite sociale"), besides the single words of `idWords`, as regular
   * expression sources on folded text: the label and the number after it are printed in no tailored CV.
   */
  idNumberLabels: readonly string[];
  /**
   * What a posting says that asks for a candidate's publications, talks or teaching as they stand
   * (an academic or research post: "publication record", "maitre de conferences"), as regular
   * expression sources on folded text, whole words: a CV for it keeps its long lists whole.
   */
  scholarlyPosting: readonly string[];
}
