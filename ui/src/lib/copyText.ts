/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context; on plain http
 * (a LAN address during development) a hidden textarea and `execCommand('copy')` still work.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy was refused');
  } finally {
    area.remove();
  }
}
