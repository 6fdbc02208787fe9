/** `attachment` for documents so a browser never renders them in our origin; images inline. */
export function contentDisposition(mime: string, displayName: string): string {
  const kind = mime.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = displayName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(displayName)}`;
}
