#!/usr/bin/env python3
"""Helpers for `scripts/bench image-bomb` (standard library only).

  bench-images.py png WIDTH HEIGHT OUT
      writes a black 8-bit RGB PNG, compressed row by row (an 11,900-pixel square is about
      413 KB on disk and 425 MB of pixels), and prints its size in bytes.
  bench-images.py rss PID OUT
      samples the process's resident memory every 10 ms until stopped (SIGTERM) and keeps the
      highest VmRSS seen, in KiB, in OUT.
"""
import signal
import struct
import sys
import time
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(width, height, out):
    row = b"\0" * (1 + 3 * width)  # filter byte 0 (none), then three zero bytes a pixel
    packer = zlib.compressobj(9)
    idat = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", idat) + chunk(b"IEND", b""))
    with open(out, "wb") as f:
        f.write(data)
    print(len(data))


def rss(pid, out):
    highest = 0
    running = True

    def stop(*_):
        nonlocal running
        running = False

    signal.signal(signal.SIGTERM, stop)
    # The file exists once the sampler can be stopped cleanly: the bench waits for it.
    with open(out, "w") as f:
        f.write("0\n")
    while running:
        try:
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:") and int(line.split()[1]) > highest:
                        highest = int(line.split()[1])
                        with open(out, "w") as kept:
                            kept.write(f"{highest}\n")
        except FileNotFoundError:
            break
        time.sleep(0.01)


if __name__ == "__main__":
    if sys.argv[1] == "png":
        png(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    elif sys.argv[1] == "rss":
        rss(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
