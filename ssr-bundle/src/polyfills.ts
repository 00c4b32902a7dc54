/**
 * Web APIs that React's browser server build (`react-dom/server.browser`) expects but a bare
 * JavaScript engine lacks: deno_core's QuickJS backend offers only the language built-ins. This
 * module is imported first by the server entry. Every polyfill is guarded, so an engine that has
 * the real API keeps it. Nothing here schedules work at import time.
 */

type Callback = (...args: unknown[]) => void;

const g = globalThis as unknown as Record<string, unknown>;

// console: React and styled-components may warn; with no console a call would throw.
if (typeof g.console === 'undefined') {
  const noop = () => undefined;
  g.console = { log: noop, info: noop, warn: noop, error: noop, debug: noop, trace: noop };
}

// queueMicrotask: a resolved promise runs the callback as a microtask.
if (typeof g.queueMicrotask !== 'function') {
  g.queueMicrotask = (callback: () => void) => {
    void Promise.resolve().then(callback);
  };
}
const enqueue = g.queueMicrotask as (callback: () => void) => void;

// setTimeout/clearTimeout: the SSR engine has no event loop timers. Rendering never waits on a
// real delay, so the callback runs as a microtask and the delay is ignored.
if (typeof g.setTimeout !== 'function') {
  let nextId = 1;
  const pending = new Set<number>();
  g.setTimeout = (callback: Callback, _delay?: number, ...args: unknown[]) => {
    const id = nextId++;
    pending.add(id);
    enqueue(() => {
      if (pending.delete(id)) callback(...args);
    });
    return id;
  };
  g.clearTimeout = (id: number) => {
    pending.delete(id);
  };
}

// MessageChannel: react-dom's stream renderer creates one at import time to schedule work.
// A pair of ports that deliver messages to each other's `onmessage` asynchronously is enough.
if (typeof g.MessageChannel !== 'function') {
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    private readonly listeners = new Set<(event: { data: unknown }) => void>();
    other: Port | null = null;

    postMessage(data: unknown): void {
      const target = this.other;
      if (!target) return;
      enqueue(() => target.deliver(data));
    }

    addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
      if (type === 'message') this.listeners.add(listener);
    }

    removeEventListener(type: string, listener: (event: { data: unknown }) => void): void {
      if (type === 'message') this.listeners.delete(listener);
    }

    start(): void {}

    close(): void {
      this.other = null;
    }

    private deliver(data: unknown): void {
      const event = { data };
      this.onmessage?.(event);
      for (const listener of this.listeners) listener(event);
    }
  }

  g.MessageChannel = class MessageChannel {
    readonly port1 = new Port();
    readonly port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}

// TextEncoder/TextDecoder: UTF-8 only, which is all React uses.
if (typeof g.TextEncoder !== 'function') {
  g.TextEncoder = class TextEncoder {
    readonly encoding = 'utf-8';

    encode(input = ''): Uint8Array {
      return encodeUtf8(String(input));
    }

    encodeInto(input: string, destination: Uint8Array): { read: number; written: number } {
      const bytes = encodeUtf8(String(input));
      const written = Math.min(bytes.length, destination.length);
      // Do not split a multi-byte sequence at the end of the destination.
      let end = written;
      if (end < bytes.length) {
        while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
      }
      destination.set(bytes.subarray(0, end));
      const read = decodeUtf8(bytes.subarray(0, end)).length;
      return { read, written: end };
    }
  };
}

if (typeof g.TextDecoder !== 'function') {
  g.TextDecoder = class TextDecoder {
    readonly encoding = 'utf-8';
    readonly fatal = false;
    readonly ignoreBOM = false;

    decode(input?: ArrayBuffer | ArrayBufferView): string {
      if (input === undefined) return '';
      const bytes =
        input instanceof ArrayBuffer
          ? new Uint8Array(input)
          : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
      return decodeUtf8(bytes);
    }
  };
}

function encodeUtf8(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd; // lone surrogate
    if (code < 0x80) {
      out.push(code);
    } else if (code < 0x800) {
      out.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    } else {
      out.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return new Uint8Array(out);
}

function decodeUtf8(bytes: Uint8Array): string {
  let result = '';
  let chunk: number[] = [];
  const flush = () => {
    result += String.fromCharCode(...chunk);
    chunk = [];
  };
  let i = 0;
  while (i < bytes.length) {
    const b0 = bytes[i] ?? 0;
    let code = 0xfffd;
    let size = 1;
    if (b0 < 0x80) {
      code = b0;
    } else if (b0 >= 0xc2 && b0 < 0xe0 && isCont(bytes[i + 1])) {
      code = ((b0 & 0x1f) << 6) | ((bytes[i + 1] ?? 0) & 0x3f);
      size = 2;
    } else if (b0 >= 0xe0 && b0 < 0xf0 && isCont(bytes[i + 1]) && isCont(bytes[i + 2])) {
      code = ((b0 & 0x0f) << 12) | (((bytes[i + 1] ?? 0) & 0x3f) << 6) | ((bytes[i + 2] ?? 0) & 0x3f);
      size = 3;
      if (code < 0x800 || (code >= 0xd800 && code <= 0xdfff)) code = 0xfffd;
    } else if (
      b0 >= 0xf0 &&
      b0 < 0xf5 &&
      isCont(bytes[i + 1]) &&
      isCont(bytes[i + 2]) &&
      isCont(bytes[i + 3])
    ) {
      code =
        ((b0 & 0x07) << 18) |
        (((bytes[i + 1] ?? 0) & 0x3f) << 12) |
        (((bytes[i + 2] ?? 0) & 0x3f) << 6) |
        ((bytes[i + 3] ?? 0) & 0x3f);
      size = 4;
      if (code < 0x10000 || code > 0x10ffff) code = 0xfffd;
    }
    i += size;
    if (code >= 0x10000) {
      const v = code - 0x10000;
      chunk.push(0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff));
    } else {
      chunk.push(code);
    }
    if (chunk.length >= 8192) flush();
  }
  flush();
  return result;
}

function isCont(byte: number | undefined): boolean {
  return byte !== undefined && (byte & 0xc0) === 0x80;
}
