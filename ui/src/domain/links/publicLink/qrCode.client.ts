/**
 * The QR code of a public address as a PNG data URL and as SVG text, by the `qrcode` package.
 * Browser only, and only when a QR code dialog opens: the `.client` suffix makes the server
 * build replace this module with a stub (ssr-bundle/build.mjs), and QrCodeDialog imports it
 * with a dynamic `import()`, so the package is a chunk of its own that no first visit downloads.
 */
import { toDataURL, toString, type QRCodeRenderersOptions } from 'qrcode';

/** Pixels of the PNG's side: sharp when printed on a flyer, small enough to share. */
const PNG_SIZE = 1024;

/** Medium error correction survives a scuffed print; a four-module quiet zone, as the standard asks. */
const OPTIONS: QRCodeRenderersOptions = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } };

export interface QrImages {
  /** `data:image/png;base64,…`, shown in the dialog and downloaded as the PNG. */
  png: string;
  /** `<svg …>…</svg>`: the vector file, for print. */
  svg: string;
}

export async function qrImages(text: string): Promise<QrImages> {
  const [png, svg] = await Promise.all([toDataURL(text, { ...OPTIONS, width: PNG_SIZE }), toString(text, { ...OPTIONS, type: 'svg' })]);
  return { png, svg };
}
