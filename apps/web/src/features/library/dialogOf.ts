/** The open dialog's subject when it is of this kind, else null (closed). */
export function dialogOf<D extends { kind: string }, K extends D['kind']>(
  dialog: D | null,
  kind: K,
): Extract<D, { kind: K }> | null {
  return dialog?.kind === kind ? (dialog as Extract<D, { kind: K }>) : null;
}
