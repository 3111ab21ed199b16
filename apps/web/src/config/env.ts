/** Where the API lives. Same origin `/api` unless the build says otherwise. */
const rawBase: unknown = import.meta.env.VITE_API_BASE;

export const env = {
  apiBase: (typeof rawBase === 'string' && rawBase.trim() !== '' ? rawBase.trim() : '/api').replace(
    /\/+$/,
    '',
  ),
} as const;
