/** The one route table of the SPA. */
export const paths = {
  home: '/',
  howItWorks: '/how-it-works',
  pricing: '/pricing',
  login: '/login',
  dashboard: '/dashboard',
  profile: '/profile',
  resumes: '/resumes',
  resumeEdit: '/resumes/edit',
  applications: '/applications',
  /** One application's generated documents (see documentsPath). */
  applicationDocuments: '/applications/:jobId/documents',
  /** Alias kept because older links point at it; it redirects to `resumes`. */
  myResumes: '/my-resumes',
} as const;

/** The sign-in page opened on its sign-up form: where every "get started" button leads. */
export const signUpPath = `${paths.login}?mode=signup`;

export const documentsPath = (jobId: string) => `/applications/${encodeURIComponent(jobId)}/documents`;

/** The editor on one resume: the id makes a bookmark, a reload or a shared link open it again. */
export const resumeEditPath = (id: string) => `${paths.resumeEdit}?id=${encodeURIComponent(id)}`;
