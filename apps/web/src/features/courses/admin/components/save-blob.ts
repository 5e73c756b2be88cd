/** Hands a downloaded file to the browser's download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next tick; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
