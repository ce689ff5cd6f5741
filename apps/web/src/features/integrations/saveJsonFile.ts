/** Saves data as a JSON file through the browser's download, under the given name. */
export function saveJsonFile(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click has run; the address is freed after it
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
