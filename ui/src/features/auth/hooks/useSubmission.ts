/**
 * The one-request-at-a-time submit flow the auth forms share: ignore the submit while the input
 * is not acceptable or a request is out, clear the old failure, send, and on failure keep what
 * `describe` makes of the error and free the button. On success the button stays busy (the page
 * is about to change) unless `releaseOnSuccess` is set, for forms that stay on screen.
 */
import { useState, type FormEvent } from 'react';

interface Options {
  releaseOnSuccess?: boolean;
}

export function useSubmission<Failure>({ releaseOnSuccess = false }: Options = {}) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  /** Sends once; resolves to whether `action` succeeded. */
  const run = async (action: () => Promise<void>, describe: (error: unknown) => Failure): Promise<boolean> => {
    setSubmitting(true);
    setFailure(null);
    try {
      await action();
      if (releaseOnSuccess) setSubmitting(false);
      return true;
    } catch (error) {
      setFailure(describe(error));
      setSubmitting(false);
      return false;
    }
  };

  /** A form's onSubmit: no page load, and nothing sent unless `ready` and idle. */
  const submitHandler =
    (ready: boolean, action: () => Promise<void>, describe: (error: unknown) => Failure) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!ready || submitting) return;
      await run(action, describe);
    };

  return { submitting, failure, setFailure, run, submitHandler };
}
