import { z } from 'zod';

/**
 * Request bodies of the Auth endpoints, as auth-js sends them. Unknown keys (such as
 * gotrue_meta_security) are accepted and ignored, as GoTrue's JSON decoding does.
 */
const metadata = z.record(z.string(), z.unknown());
const optionalString = z.string().optional().nullable();
const pkce = {
  code_challenge: optionalString,
  code_challenge_method: optionalString,
};

export const signupBody = z.looseObject({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadata.optional().nullable(),
  email_redirect_to: optionalString,
  ...pkce,
});

export const passwordGrantBody = z.looseObject({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
});

export const refreshGrantBody = z.looseObject({ refresh_token: optionalString });

export const pkceGrantBody = z.looseObject({ auth_code: optionalString, code_verifier: optionalString });

export const verifyBody = z.looseObject({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
  redirect_to: optionalString,
});

export const recoverBody = z.looseObject({ email: optionalString, ...pkce });

export const otpBody = z.looseObject({
  email: optionalString,
  phone: optionalString,
  data: metadata.optional().nullable(),
  create_user: z.boolean().optional().nullable(),
  ...pkce,
});

export const resendBody = z.looseObject({ type: optionalString, email: optionalString, phone: optionalString, ...pkce });

export const updateUserBody = z.looseObject({
  email: optionalString,
  password: optionalString,
  nonce: optionalString,
  data: metadata.optional().nullable(),
  ...pkce,
});

export const adminUserBody = z.looseObject({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  email_confirm: z.boolean().optional().nullable(),
  phone_confirm: z.boolean().optional().nullable(),
  user_metadata: metadata.optional().nullable(),
  app_metadata: metadata.optional().nullable(),
  role: optionalString,
  ban_duration: optionalString,
  id: optionalString,
});

export const generateLinkBody = z.looseObject({
  type: z.string(),
  email: z.string(),
  password: optionalString,
  new_email: optionalString,
  data: metadata.optional().nullable(),
  redirect_to: optionalString,
  redirectTo: optionalString,
});

export const deleteUserBody = z.looseObject({ should_soft_delete: z.boolean().optional().nullable() });

export type SignupBody = z.infer<typeof signupBody>;
