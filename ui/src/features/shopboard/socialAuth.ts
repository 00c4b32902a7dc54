/**
 * The social sign-in return (`/{social}/auth`), pure so it is tested: what the network put on
 * the address decides the step. A code with its state is sent to the server; an `error` (the
 * merchant cancelled, or the network refused), or a code without a state, is the failure
 * dialog; an address with neither goes back to the shopboard.
 */
import { queryParam } from '../../lib/query';

export type SocialAuthStep = { kind: 'connect'; code: string; state: string } | { kind: 'failed' } | { kind: 'redirect' };

export function socialAuthStep(query: string): SocialAuthStep {
  const error = queryParam(query, 'error');
  const code = queryParam(query, 'code');
  const state = queryParam(query, 'state');
  if (error !== null) return { kind: 'failed' };
  if (code) return state ? { kind: 'connect', code, state } : { kind: 'failed' };
  return { kind: 'redirect' };
}
