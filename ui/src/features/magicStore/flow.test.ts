import { describe, expect, it, vi } from 'vitest';
import type { CompressionStatus } from '../../generated/CompressionStatus';
import type { MediaSearch } from '../../generated/MediaSearch';
import { translatorFor } from '../../i18n/translate';
import { ApiError } from '../../lib/api';
import type { CancelTarget } from './api';
import { CompressionEnded, MAX_POLLS, MagicStoreRun, POLL_INTERVAL_MS, UnsupportedMedia, type FlowCalls, type Step } from './flow';
import { afterRun, IDLE } from './phase';

const en = translatorFor('en');
const he = translatorFor('he');
const NOW = 1733220000000;
const UPLOAD = { presigned_url: 'https://files.example/put?sig=1', destination_url: 'https://shop.example/uploads/b/magic-1-photo.jpg' };
const STARTED = { job_id: 'job-1', media_url: 'https://shop.example/uploads/b/magic-1-small.jpg' };
const FOUND: MediaSearch = { selected_products: [], product_tag_result_ids: ['gid://shopify/Product/2', 'gid://shopify/Product/1'] };
const STILL_INDEXING = "Your catalog's pictures are still being indexed. Try again in a few minutes.";

/** Stand-in calls: the compression answers `statuses` in turn (the last one again and again). */
function stubCalls(statuses: CompressionStatus[] = ['PENDING', 'IN_PROGRESS', 'COMPLETE'], overrides: Partial<FlowCalls> = {}) {
  let poll = 0;
  const cancelled: Array<{ target: CancelTarget; keepalive: boolean }> = [];
  const calls = {
    toJpeg: vi.fn<FlowCalls['toJpeg']>(overrides.toJpeg ?? (async () => new Blob(['jpeg'], { type: 'image/jpeg' }))),
    requestUploadUrl: vi.fn<FlowCalls['requestUploadUrl']>(overrides.requestUploadUrl ?? (async () => UPLOAD)),
    uploadFile: vi.fn<FlowCalls['uploadFile']>(overrides.uploadFile ?? (async () => undefined)),
    startCompression: vi.fn<FlowCalls['startCompression']>(overrides.startCompression ?? (async () => STARTED)),
    compressionStatus: vi.fn<FlowCalls['compressionStatus']>(
      async () => ({ job_status: statuses[Math.min(poll++, statuses.length - 1)] ?? 'COMPLETE' }),
    ),
    searchProducts: vi.fn<FlowCalls['searchProducts']>(overrides.searchProducts ?? (async () => FOUND)),
    cancelMedia: vi.fn<FlowCalls['cancelMedia']>(async (target, keepalive) => {
      cancelled.push({ target, keepalive });
    }),
    wait: vi.fn<FlowCalls['wait']>(async (_ms, signal) => {
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
    }),
    now: () => NOW,
  } satisfies FlowCalls;
  return { calls, cancelled };
}

const photo = (type = 'image/png', name = 'my photo.png') => new File(['picture'], name, { type });

function start(calls: FlowCalls) {
  const steps: Step[] = [];
  const run = new MagicStoreRun(calls, (step) => steps.push(step));
  return { run, steps };
}

describe('a magic store run', () => {
  it('uploads, compresses, searches and ends with the products found, best first', async () => {
    const { calls, cancelled } = stubCalls();
    const { run, steps } = start(calls);
    const outcome = await run.run(photo());

    expect(steps).toEqual([0, 1, 2, 3]);
    // A PNG goes up as JPEG, under the stamped name, to the address the server gave.
    expect(calls.toJpeg).toHaveBeenCalledTimes(1);
    expect(calls.requestUploadUrl).toHaveBeenCalledWith('1733220000000_my_photo.jpg', 'image/jpeg', expect.any(AbortSignal));
    const [address, body, type] = calls.uploadFile.mock.calls[0] ?? [];
    expect([address, type]).toEqual([UPLOAD.presigned_url, 'image/jpeg']);
    expect(await (body as Blob).text()).toBe('jpeg');
    expect(calls.startCompression).toHaveBeenCalledWith(UPLOAD.destination_url, expect.any(AbortSignal));
    // Polled every 2 s until complete, then the compressed copy searched.
    expect(calls.compressionStatus).toHaveBeenCalledTimes(3);
    expect(calls.wait.mock.calls.map(([ms]) => ms)).toEqual([POLL_INTERVAL_MS, POLL_INTERVAL_MS, POLL_INTERVAL_MS]);
    expect(calls.searchProducts).toHaveBeenCalledWith(STARTED.media_url, expect.any(AbortSignal));
    expect(outcome).toEqual({
      kind: 'found',
      found: { productIds: ['gid://shopify/Product/2', 'gid://shopify/Product/1'], mediaUrl: STARTED.media_url, kind: 'image' },
    });
    expect(cancelled).toEqual([]);
    // The create-link dialog opens with them.
    expect(afterRun(outcome, en, 'image')).toEqual({ phase: { kind: 'editor', found: (outcome as { found: unknown }).found }, alert: null });
  });

  it('sends a JPEG and a video as they are', async () => {
    const jpeg = stubCalls();
    await start(jpeg.calls).run.run(photo('image/jpeg', 'shot.jpg'));
    expect(jpeg.calls.toJpeg).not.toHaveBeenCalled();
    expect(jpeg.calls.requestUploadUrl).toHaveBeenCalledWith('1733220000000_shot.jpg', 'image/jpeg', expect.any(AbortSignal));

    const video = stubCalls();
    const outcome = await start(video.calls).run.run(photo('video/quicktime', 'clip one.mov'));
    expect(video.calls.toJpeg).not.toHaveBeenCalled();
    expect(video.calls.requestUploadUrl).toHaveBeenCalledWith('1733220000000_clip_one.mov', 'video/quicktime', expect.any(AbortSignal));
    expect(video.calls.uploadFile.mock.calls[0]?.[2]).toBe('video/quicktime');
    expect(outcome.kind === 'found' && outcome.found.kind).toBe('video');
  });

  it(`gives up on a compression still running after ${MAX_POLLS} polls, and stops its job`, async () => {
    const { calls, cancelled } = stubCalls(['IN_PROGRESS']);
    const { run, steps } = start(calls);
    const outcome = await run.run(photo());
    expect(calls.compressionStatus).toHaveBeenCalledTimes(30);
    expect(calls.searchProducts).not.toHaveBeenCalled();
    expect(steps).toEqual([0, 1]);
    expect(outcome).toMatchObject({ kind: 'failed', step: 1 });
    expect((outcome as { error: unknown }).error).toEqual(new CompressionEnded(null));
    expect(cancelled).toEqual([{ target: { job_id: 'job-1' }, keepalive: false }]);
    // Logged only: the page is back to the picker, with no alert.
    expect(afterRun(outcome, en, 'image')).toEqual({ phase: IDLE, alert: null });
  });

  it('ends on a failed, cancelled or unknown compression state at once', async () => {
    for (const status of ['FAILED', 'CANCELLED', 'ERROR'] as CompressionStatus[]) {
      const { calls } = stubCalls(['PENDING', status]);
      const outcome = await start(calls).run.run(photo());
      expect(calls.compressionStatus, status).toHaveBeenCalledTimes(2);
      expect(calls.searchProducts, status).not.toHaveBeenCalled();
      expect(outcome, status).toMatchObject({ kind: 'failed', step: 1, error: new CompressionEnded(status) });
    }
  });

  it('stops every later step once cancelled, and cancels the job on the server', async () => {
    const { calls, cancelled } = stubCalls();
    const { run, steps } = start(calls);
    // The merchant presses Cancel while the compression is polled.
    calls.compressionStatus.mockImplementationOnce(async () => {
      run.cancel();
      return { job_status: 'COMPLETE' };
    });
    const outcome = await run.run(photo());
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(run.cancelled).toBe(true);
    expect(calls.searchProducts).not.toHaveBeenCalled();
    expect(steps).toEqual([0, 1]);
    expect(cancelled).toEqual([{ target: { job_id: 'job-1' }, keepalive: false }]);
    expect(afterRun(outcome, en, 'image')).toBeNull();
    // A second cancel (the dialog's Escape, leaving the page) sends nothing more.
    run.cancel(true);
    await Promise.resolve();
    expect(calls.cancelMedia).toHaveBeenCalledTimes(1);
  });

  it('cancelled during the upload, removes the uploaded file and never asks for the compression', async () => {
    const { calls, cancelled } = stubCalls();
    const { run } = start(calls);
    let upload: AbortSignal | undefined;
    calls.uploadFile.mockImplementationOnce(async (_address, _file, _type, signal) => {
      upload = signal;
      run.cancel();
      throw new ApiError(0, 'network', 'aborted');
    });
    expect(await run.run(photo())).toEqual({ kind: 'cancelled' });
    expect(upload?.aborted, 'the upload under way is aborted').toBe(true);
    expect(calls.startCompression).not.toHaveBeenCalled();
    expect(cancelled).toEqual([{ target: { file_url: UPLOAD.destination_url }, keepalive: false }]);
  });

  it('cancels what it has with keepalive when the page goes away', async () => {
    const { calls, cancelled } = stubCalls();
    const { run } = start(calls);
    calls.wait.mockImplementationOnce(async () => run.cancel(true));
    expect(await run.run(photo())).toEqual({ kind: 'cancelled' });
    expect(calls.compressionStatus).not.toHaveBeenCalled();
    expect(cancelled).toEqual([{ target: { job_id: 'job-1' }, keepalive: true }]);
  });

  it('drops the media of a look never saved, and keeps that of a saved one', async () => {
    const closed = stubCalls();
    const first = start(closed.calls).run;
    await first.run(photo());
    first.cancel();
    expect(closed.cancelled).toEqual([{ target: { job_id: 'job-1' }, keepalive: false }]);

    const kept = stubCalls();
    const second = start(kept.calls).run;
    await second.run(photo());
    second.settle();
    second.cancel(true);
    expect(kept.calls.cancelMedia).not.toHaveBeenCalled();
  });

  it('shows a refusal the server explains and resets; a server error is only logged', async () => {
    const refused = stubCalls(undefined, {
      requestUploadUrl: vi.fn(async () => {
        throw new ApiError(403, 'forbidden', 'Turn on AI tagging in Settings to use magic store');
      }),
    });
    const outcome = await start(refused.calls).run.run(photo());
    expect(outcome).toMatchObject({ kind: 'failed', step: 0 });
    expect(refused.calls.uploadFile).not.toHaveBeenCalled();
    expect(refused.calls.cancelMedia).not.toHaveBeenCalled();
    expect(afterRun(outcome, en, 'image')).toEqual({ phase: IDLE, alert: 'Turn on AI tagging in Settings to use magic store' });
    expect(afterRun(outcome, he, 'image')?.alert).toBe('הפעילו תיוג AI בהגדרות כדי להשתמש בחנות הקסומה');

    const broken = stubCalls(undefined, {
      startCompression: vi.fn(async () => {
        throw new ApiError(500, 'internal', 'Something went wrong with the operation. Please try again later.');
      }),
    });
    const failed = await start(broken.calls).run.run(photo());
    expect(failed).toMatchObject({ kind: 'failed', step: 1 });
    expect(afterRun(failed, en, 'image')).toEqual({ phase: IDLE, alert: null });
    // The uploaded file is removed at once.
    expect(broken.cancelled).toEqual([{ target: { file_url: UPLOAD.destination_url }, keepalive: false }]);
  });

  it('tells the merchant the catalog is still being indexed', async () => {
    const { calls, cancelled } = stubCalls(undefined, {
      searchProducts: vi.fn(async () => {
        throw new ApiError(409, 'conflict', STILL_INDEXING);
      }),
    });
    const outcome = await start(calls).run.run(photo());
    expect(outcome).toMatchObject({ kind: 'failed', step: 2 });
    expect(afterRun(outcome, en, 'image')).toEqual({ phase: IDLE, alert: STILL_INDEXING });
    expect(afterRun(outcome, he, 'image')?.alert).toBe('התמונות בקטלוג שלכם עדיין עוברות אינדוקס. נסו שוב בעוד כמה דקות.');
    expect(cancelled).toEqual([{ target: { job_id: 'job-1' }, keepalive: false }]);
  });

  it('says a file refused by its content or size in the server’s words, and a picture it cannot convert by its type', async () => {
    const notMedia = stubCalls(undefined, {
      startCompression: vi.fn(async () => {
        throw new ApiError(422, 'validation_failed', 'This file is not a picture or a video', { file_url: 'This file is not a picture or a video' });
      }),
    });
    const refused = await start(notMedia.calls).run.run(photo('image/jpeg', 'report.jpg'));
    expect(afterRun(refused, en, 'image')?.alert).toBe('This file is not a picture or a video.');

    const tooLarge = stubCalls(undefined, {
      uploadFile: vi.fn(async () => {
        throw new ApiError(413, 'payload_too_large', 'payload too large');
      }),
    });
    const cut = await start(tooLarge.calls).run.run(photo());
    expect(afterRun(cut, en, 'image')?.alert).toBe('Image file is too large! Please select an image under 10MB.');
    expect(afterRun(cut, en, 'video')?.alert).toBe('File is too large! Please select a file under 150MB.');

    // A bucket's own refusal (no envelope) explains nothing: logged only.
    const bucket = stubCalls(undefined, {
      uploadFile: vi.fn(async () => {
        throw new ApiError(403, 'http', 'HTTP 403');
      }),
    });
    expect(afterRun(await start(bucket.calls).run.run(photo()), en, 'image')?.alert).toBeNull();

    const heic = stubCalls(undefined, {
      toJpeg: vi.fn(async () => {
        throw new Error('Image could not be decoded');
      }),
    });
    const unreadable = await start(heic.calls).run.run(photo('image/heic', 'IMG_1.HEIC'));
    expect(unreadable).toMatchObject({ kind: 'failed', step: 0 });
    expect((unreadable as { error: unknown }).error).toBeInstanceOf(UnsupportedMedia);
    expect(heic.calls.requestUploadUrl).not.toHaveBeenCalled();
    expect(afterRun(unreadable, en, 'image')?.alert).toBe('Media type image/heic is not supported.');
  });
});
