import { z } from 'zod';

/** Every machine-readable error code the API answers with. The web client translates them. */
export const ErrorCode = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  unauthorized: 'unauthorized',
  tokenInvalid: 'token_invalid',
  invalidCredentials: 'invalid_credentials',
  wrongPassword: 'wrong_password',
  emailTaken: 'email_taken',
  notFound: 'not_found',
  forbidden: 'forbidden',
  resumesLimitReached: 'resumes_limit_reached',
  applicationsLimitReached: 'applications_limit_reached',
  generationsLimitReached: 'generations_limit_reached',
  fileTooLarge: 'file_too_large',
  unsupportedFileType: 'unsupported_file_type',
  fileUnreadable: 'file_unreadable',
  noTextInFile: 'no_text_in_file',
  invalidCode: 'invalid_code',
  googleTokenInvalid: 'google_token_invalid',
  featureDisabled: 'feature_disabled',
  webhookSignatureInvalid: 'webhook_signature_invalid',
  rateLimited: 'rate_limited',
  aiProviderFailed: 'ai_provider_failed',
  aiProviderTimeout: 'ai_provider_timeout',
  aiBusy: 'ai_busy',
  noGeneration: 'no_generation',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodeSchema = z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]);

/** The one error shape of the API: `{"detail": "<human text>", "code": "<machine_code>"}`. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: errorCodeSchema,
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The exact detail the SPA reacts to with a forced logout. */
export const TOKEN_INVALID_DETAIL = 'Token is invalid';
