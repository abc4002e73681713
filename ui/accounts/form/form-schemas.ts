import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '../../../schemas/requests/iam';

const required = z.string().trim().min(1, 'Required');

/** Each form's inline rules: 'Required' first, then the identity service's own rules. */
export const loginForm = z.object({ username_or_email: required, password: z.string().min(1, 'Required') });
export const registerForm = z.object({
  email: required.pipe(emailSchema),
  username: required.pipe(usernameSchema),
  password: z.string().min(1, 'Required').pipe(passwordSchema),
});
export const socialNewUserForm = registerForm.pick({ email: true, username: true });
export const challengeForm = z.object({
  pin: z
    .string()
    .trim()
    .min(1, 'Required')
    .regex(/^\d{4,8}$/, 'Enter the PIN we sent you'),
});
export const passwordOnlyForm = loginForm.pick({ password: true });
