import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { emptyDraft, toBody, type Draft } from '../../domain/links/editorState';
import { runSave } from './saveFlow';
import { testLink, testProduct } from '../../domain/links/testLinks';

const local = (key: string) => ({ key, src: `local-${key}`, file: new Blob(['x']) });
const draftWith = (images: Draft['images']): Draft => ({ ...emptyDraft('LOOK'), images, products: [testProduct('1')] });
const body = (draft: Draft) => toBody(draft, { businessId: 'b', isAdmin: true });

describe('runSave', () => {
  it('uploads local images first, then creates with their URLs', async () => {
    const upload = vi.fn(async () => 'https://cdn.example/up.png');
    const save = vi.fn(async () => testLink());
    const outcome = await runSave(draftWith([local('a'), { key: 'b', id: 'b', src: 'https://cdn.example/b.png' }]), null, {
      upload,
      save,
      toBody: body,
    });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ images: [{ id: '', src: 'https://cdn.example/up.png' }, { id: 'b', src: 'https://cdn.example/b.png' }] }), null);
    expect(outcome).toMatchObject({ kind: 'saved', created: true });
  });

  it('stops with the upload error when an image stays local', async () => {
    const save = vi.fn(async () => testLink());
    const outcome = await runSave(draftWith([local('a')]), 'id1', {
      upload: async () => {
        throw new Error('offline');
      },
      save,
      toBody: body,
    });
    expect(outcome).toMatchObject({ kind: 'uploadError', reason: null });
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps the server's reason when it refused an upload (the uploads' allowance)", async () => {
    const quota = 'You have uploaded 60 images in the last hour. You can upload more in 12 minutes.';
    const outcome = await runSave(draftWith([local('a'), local('b')]), null, {
      upload: async () => {
        throw new ApiError(429, 'rate_limited', quota);
      },
      save: vi.fn(async () => testLink()),
      toBody: body,
    });
    expect(outcome).toMatchObject({ kind: 'uploadError', reason: quota });
  });

  it('reports a save failure and keeps the uploaded images for a retry', async () => {
    const outcome = await runSave(draftWith([local('a')]), 'id1', {
      upload: async () => 'https://cdn.example/up.png',
      save: async () => {
        throw new Error('500');
      },
      toBody: body,
    });
    expect(outcome.kind).toBe('saveError');
    if (outcome.kind === 'saveError') expect(outcome.draft.images).toEqual([{ key: 'a', src: 'https://cdn.example/up.png' }]);
  });

  it('edits by id', async () => {
    const save = vi.fn(async () => testLink());
    const outcome = await runSave(draftWith([]), 'id1', { upload: async () => '', save, toBody: body });
    expect(save).toHaveBeenCalledWith(expect.anything(), 'id1');
    expect(outcome).toMatchObject({ kind: 'saved', created: false });
  });
});
