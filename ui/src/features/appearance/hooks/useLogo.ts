/**
 * The store logo (docs/appearance.md#the-page): a cropped picture is uploaded (`uploadImage`) and then set as the
 * business logo at once, apart from the page's Save; Remove (after its confirmation) sets it to
 * "". Each change re-reads the user details, which home's to-do list and the logo follow.
 * An upload or logo call that fails opens "Logo upload failed"; a failed removal is only logged
 * (docs/appearance.md#the-page).
 */
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { uploadImage, uploadRefusal } from '../../../lib/upload';
import { saveLogo } from '../api';

export type LogoNotice = 'updated' | 'removed';

export interface LogoState {
  /** The logo's address once known (`undefined` while the details are still on their way). */
  logo: string | null | undefined;
  busy: boolean;
  /** The upload failed: the dialog is open, with the server's reason when it gave one. */
  failure: { reason: string | null } | null;
  notice: LogoNotice | null;
  upload: (picture: Blob) => void;
  remove: () => void;
  closeFailure: () => void;
  clearNotice: () => void;
}

export function useLogo(businessId: string, known: string | null | undefined, onChanged: () => void): LogoState {
  // What the logo call answered; until then, what the user details say.
  const [answered, setAnswered] = useState<{ logo: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [notice, setNotice] = useState<LogoNotice | null>(null);

  const upload = async (picture: Blob) => {
    setBusy(true);
    try {
      const address = await uploadImage(picture, 'logo.png');
      const out = await saveLogo(businessId, address);
      setAnswered({ logo: out.logo_url ?? address });
      setNotice('updated');
      onChanged();
    } catch (error) {
      console.error('Uploading the logo failed', error);
      const reason = error instanceof ApiError ? (error.fields['appearance.logo_url'] ?? uploadRefusal(error)) : null;
      setFailure({ reason });
    } finally {
      setBusy(false);
    }
  };

  const clearNotice = useCallback(() => setNotice(null), []);

  const remove = async () => {
    setBusy(true);
    try {
      await saveLogo(businessId, '');
      setAnswered({ logo: null });
      setNotice('removed');
      onChanged();
    } catch (error) {
      console.error('Removing the logo failed', error);
    } finally {
      setBusy(false);
    }
  };

  return {
    logo: answered ? answered.logo : known,
    busy,
    failure,
    notice,
    upload: (picture) => void upload(picture),
    remove: () => void remove(),
    closeFailure: () => setFailure(null),
    clearNotice,
  };
}
