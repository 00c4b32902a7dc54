/**
 * The save flow (docs/links.md#editors), with its calls injected so it is tested as is:
 * upload the images still local, stop with the upload error if any stays local (with the
 * server's reason when it refused one, e.g. the uploads' allowance), then create or edit. The editor shows the loader on its save control while this runs.
 */
import type { Draft, DraftImage } from '../../domain/links/editorState';
import type { LinkBody } from '../../generated/LinkBody';
import type { LinkOut } from '../../generated/LinkOut';
import { uploadRefusal } from '../../lib/upload';

export type SaveOutcome =
  | { kind: 'saved'; link: LinkOut; created: boolean }
  | { kind: 'uploadError'; draft: Draft; reason: string | null }
  | { kind: 'saveError'; error: unknown; draft: Draft };

export interface SaveDeps {
  upload: (file: Blob) => Promise<string>;
  save: (body: LinkBody, id: string | null) => Promise<LinkOut>;
  toBody: (draft: Draft) => LinkBody;
}

/**
 * Uploads each local image; an image whose upload fails stays local, and the first refusal the
 * server explained is kept to show.
 */
export async function uploadPending(
  images: readonly DraftImage[],
  upload: SaveDeps['upload'],
): Promise<{ images: DraftImage[]; refusal: string | null }> {
  let refusal: string | null = null;
  const done = await Promise.all(
    images.map(async (image) => {
      if (!image.file) return image;
      try {
        const src = await upload(image.file);
        // The local preview is no longer shown once the uploaded URL replaces it.
        if (image.src.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.src);
        return { key: image.key, src };
      } catch (error) {
        refusal ??= uploadRefusal(error);
        return image;
      }
    }),
  );
  return { images: done, refusal };
}

export async function runSave(draft: Draft, linkId: string | null, deps: SaveDeps): Promise<SaveOutcome> {
  const { images, refusal } = await uploadPending(draft.images, deps.upload);
  const uploaded = { ...draft, images };
  if (images.some((image) => image.file)) return { kind: 'uploadError', draft: uploaded, reason: refusal };
  try {
    const link = await deps.save(deps.toBody(uploaded), linkId);
    return { kind: 'saved', link, created: linkId === null };
  } catch (error) {
    return { kind: 'saveError', error, draft: uploaded };
  }
}
