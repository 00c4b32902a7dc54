/**
 * What the magic store page shows (docs/magic-store.md#the-page): the picker, a run's progress,
 * or the create-link dialog with what it found; and where a run's end leaves it. Pure, so "a
 * failure resets the page" is tested without React.
 */
import type { Translate } from '../../i18n/translate';
import type { MediaKind } from './fileRules';
import type { Found, Outcome, Step } from './flow';
import { failureText } from './messages';

export type Phase = { kind: 'idle' } | { kind: 'working'; step: Step } | { kind: 'editor'; found: Found };

export const IDLE: Phase = { kind: 'idle' };

/**
 * The page after a run of a `kind` file ended: found, the create-link dialog; failed, the picker
 * again with the alert the failure gets (or none, when it is only logged); cancelled, null: the
 * cancel has put the picker back already.
 */
export function afterRun(outcome: Outcome, t: Translate, kind: MediaKind): { phase: Phase; alert: string | null } | null {
  switch (outcome.kind) {
    case 'found':
      return { phase: { kind: 'editor', found: outcome.found }, alert: null };
    case 'failed':
      return { phase: IDLE, alert: failureText(t, outcome.error, kind) };
    case 'cancelled':
      return null;
  }
}
