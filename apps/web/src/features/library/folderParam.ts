/** The folder a library page shows, from the address's ?folder=12: null for the section's top. */
export function folderIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}
