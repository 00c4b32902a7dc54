/**
 * POST /api/auth/register/request (docs/accounts.md#sign-up-requests): the temporary sign-up
 * request. The answer's `link` is where the success dialog's button goes.
 */
import { apiPost } from '../../../lib/api';

export interface SignupRequestInput {
  name: string;
  email: string;
  description: string;
}

export interface SignupRequestAnswer {
  link?: string;
}

export function sendSignupRequest(input: SignupRequestInput): Promise<SignupRequestAnswer> {
  return apiPost<SignupRequestAnswer>('/auth/register/request', {
    name: input.name.trim(),
    email: input.email,
    description: input.description.trim(),
  });
}
