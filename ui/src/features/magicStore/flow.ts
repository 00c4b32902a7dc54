/**
 * The magic store's flow (docs/magic-store.md#the-page), one run per picked file, apart from React
 * so its rules are tested with stand-in calls:
 *
 *  0. upload: a picture that is not JPEG is converted first; an upload address, then the file sent
 *     to it with its type;
 *  1. compress: the compression is asked for, then its state every 2 s, at most 30 times;
 *  2. search: the catalog's products in the compressed media;
 *  3. done: the products found, for the create-link dialog.
 *
 * Cancelling sets a flag that stops every later step, aborts the call under way and asks the
 * server to cancel what it already has (the job, else the uploaded file), so the job stops and
 * its files go at once rather than with the day-old sweep. A run that fails asks the same (a job
 * still running after the last poll is stopped), and so does one whose look is never saved.
 */
import type { CompressionStarted } from '../../generated/CompressionStarted';
import type { CompressionState } from '../../generated/CompressionState';
import type { CompressionStatus } from '../../generated/CompressionStatus';
import type { MediaSearch } from '../../generated/MediaSearch';
import type { PresignedUrl } from '../../generated/PresignedUrl';
import type { CancelTarget } from './api';
import { JPEG, mediaKind, needsJpeg, uploadName, type MediaKind } from './fileRules';

/** The steps in order; the progress dialog names each. */
export const STEPS = ['upload', 'compress', 'search', 'done'] as const;
export type Step = 0 | 1 | 2 | 3;

/** Time between two looks at the compression. */
export const POLL_INTERVAL_MS = 2_000;
/** Looks at the compression before the run gives up on it (a minute in all). */
export const MAX_POLLS = 30;

/** What a run calls: the API (./api.ts), the JPEG conversion, the clock and the timer. */
export interface FlowCalls {
  toJpeg: (file: Blob) => Promise<Blob>;
  requestUploadUrl: (filename: string, contentType: string, signal: AbortSignal) => Promise<PresignedUrl>;
  uploadFile: (address: string, file: Blob, contentType: string, signal: AbortSignal) => Promise<void>;
  startCompression: (fileUrl: string, signal: AbortSignal) => Promise<CompressionStarted>;
  compressionStatus: (jobId: string, signal: AbortSignal) => Promise<CompressionState>;
  searchProducts: (mediaUrl: string, signal: AbortSignal) => Promise<MediaSearch>;
  cancelMedia: (target: CancelTarget, keepalive: boolean) => Promise<void>;
  /** Resolves after `ms`; rejects when `signal` aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  now: () => number;
}

/** A picture the browser could not convert: the magic store cannot use its type. */
export class UnsupportedMedia extends Error {
  readonly type: string;

  constructor(type: string, cause: unknown) {
    super(`Media type ${type} could not be converted to JPEG`, { cause });
    this.name = 'UnsupportedMedia';
    this.type = type;
  }
}

/** The compression ended without a copy (`status`), or was still running after the last poll (null). */
export class CompressionEnded extends Error {
  readonly status: CompressionStatus | string | null;

  constructor(status: CompressionStatus | string | null) {
    super(status === null ? `Compression not done after ${MAX_POLLS} polls` : `Compression ended ${status}`);
    this.name = 'CompressionEnded';
    this.status = status;
  }
}

/** Thrown inside a run once it is cancelled, so no later step starts. */
class Cancelled extends Error {}

/** What a run found: the products to select, best first, and the compressed media. */
export interface Found {
  productIds: string[];
  mediaUrl: string;
  kind: MediaKind;
}

export type Outcome = { kind: 'found'; found: Found } | { kind: 'failed'; step: Step; error: unknown } | { kind: 'cancelled' };

export class MagicStoreRun {
  private readonly controller = new AbortController();
  private isCancelled = false;
  /** Saved as a look, or failed and cleaned up: cancelling has nothing left to do. */
  private settled = false;
  /** What the server holds of this run so far, and what a cancel was last sent for. */
  private target: CancelTarget | null = null;
  private cancelSentFor: CancelTarget | null = null;

  constructor(
    private readonly calls: FlowCalls,
    private readonly onStep: (step: Step) => void,
  ) {}

  /** Runs the steps for `file`, which passed `refusalOf` (fileRules.ts). */
  async run(file: File): Promise<Outcome> {
    const calls = this.calls;
    const signal = this.controller.signal;
    let step: Step = 0;
    try {
      this.onStep(0);
      const asJpeg = needsJpeg(file.type);
      const body = asJpeg ? await this.jpeg(file) : file;
      const type = asJpeg ? JPEG : file.type;
      this.check();
      const upload = await calls.requestUploadUrl(uploadName(file.name, calls.now(), asJpeg), type, signal);
      // Named now, so a cancel during the upload removes what did arrive and frees its quota.
      this.target = { file_url: upload.destination_url };
      this.check();
      await calls.uploadFile(upload.presigned_url, body, type, signal);
      this.check();

      step = 1;
      this.onStep(1);
      const started = await calls.startCompression(upload.destination_url, signal);
      this.target = { job_id: started.job_id };
      this.check();
      await this.compressed(started.job_id, signal);

      step = 2;
      this.onStep(2);
      const search = await calls.searchProducts(started.media_url, signal);
      this.check();

      step = 3;
      this.onStep(3);
      const kind = mediaKind(type) ?? 'video';
      return { kind: 'found', found: { productIds: search.product_tag_result_ids, mediaUrl: started.media_url, kind } };
    } catch (error) {
      if (this.isCancelled) {
        // What the server took on after the cancel was sent (a job asked for just before).
        this.sendCancel(false);
        return { kind: 'cancelled' };
      }
      this.sendCancel(false);
      this.settled = true;
      return { kind: 'failed', step, error };
    }
  }

  /**
   * Stops the run, or drops what it found before a look was saved: no later step starts, the call
   * under way is aborted and the server is asked to cancel the job (or the uploaded file).
   * `keepalive` when the page is going away. Does nothing once the run is settled or cancelled.
   */
  cancel(keepalive = false): void {
    if (this.settled || this.isCancelled) return;
    this.isCancelled = true;
    this.controller.abort();
    this.sendCancel(keepalive);
  }

  /** The look was saved: its media stays (the look refers to it), and a later cancel does nothing. */
  settle(): void {
    this.settled = true;
  }

  get cancelled(): boolean {
    return this.isCancelled;
  }

  private async jpeg(file: File): Promise<Blob> {
    try {
      return await this.calls.toJpeg(file);
    } catch (error) {
      throw new UnsupportedMedia(file.type, error);
    }
  }

  private async compressed(jobId: string, signal: AbortSignal): Promise<void> {
    for (let poll = 1; poll <= MAX_POLLS; poll += 1) {
      await this.calls.wait(POLL_INTERVAL_MS, signal);
      this.check();
      const { job_status: status } = await this.calls.compressionStatus(jobId, signal);
      this.check();
      if (status === 'COMPLETE') return;
      // FAILED, CANCELLED, or any state this dashboard does not know (an ERROR) ends the run.
      if (status !== 'PENDING' && status !== 'IN_PROGRESS') throw new CompressionEnded(status);
    }
    throw new CompressionEnded(null);
  }

  private check(): void {
    if (this.isCancelled) throw new Cancelled('cancelled');
  }

  private sendCancel(keepalive: boolean): void {
    const target = this.target;
    if (target === null || target === this.cancelSentFor) return;
    this.cancelSentFor = target;
    this.calls.cancelMedia(target, keepalive).catch((error: unknown) => {
      console.warn('Cancelling the magic store media failed', error);
    });
  }
}
