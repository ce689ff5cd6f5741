/** PDFs for the processing tests, written by hand with a correct cross-reference table. */

function escaped(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A PDF of `count` pages, 400 × 300 points each, showing "Page <n>" in Helvetica. */
export function pdfWithPages(count: number): Buffer {
  const pageIds = Array.from({ length: count }, (_, i) => 4 + i * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  pageIds.forEach((id, i) => {
    const content = `BT /F1 48 Tf 60 130 Td (${escaped(`Page ${i + 1}`)}) Tj ET\n`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Contents ${id + 1} 0 R ` +
        '/Resources << /Font << /F1 3 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    );
  });
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
