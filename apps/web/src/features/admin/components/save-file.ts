/**
 * Hands a file the page fetched to the browser's download, as a link with `download` would.
 * The object URL is let go on the next task: revoked at once, some browsers save nothing.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
