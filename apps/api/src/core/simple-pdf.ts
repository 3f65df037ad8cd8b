/**
 * A small PDF writer for the demo documents: A4 pages of wrapped text in the standard Helvetica
 * fonts (nothing embedded), a bold title, headings and paragraphs. Spanish letters travel in the
 * WinAnsi encoding every PDF reader knows.
 */
export interface PdfBlock {
  kind: 'heading' | 'paragraph' | 'bullet';
  text: string;
}

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY = { size: 11, leading: 15, chars: 86 };
const HEAD = { size: 13, leading: 22 };

/** Windows-1252 letters beyond Latin-1 that Spanish text uses. */
const CP1252: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function encode(text: string): Buffer {
  const bytes = [...text].map((ch) => {
    const code = ch.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
    return CP1252[ch] ?? 0x3f;
  });
  const out: number[] = [];
  for (const b of bytes) {
    // ( ) and \ close or escape a PDF string.
    if (b === 0x28 || b === 0x29 || b === 0x5c) out.push(0x5c);
    out.push(b);
  }
  return Buffer.from(out);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

type Line = { font: 'F1' | 'F2'; size: number; leading: number; text: string; indent: number };

function layout(title: string, blocks: PdfBlock[]): Line[][] {
  const lines: Line[] = wrap(title, 50).map((text) => ({
    font: 'F2',
    size: 18,
    leading: 26,
    text,
    indent: 0,
  }));
  lines.push({ font: 'F1', size: BODY.size, leading: BODY.leading, text: '', indent: 0 });
  for (const block of blocks) {
    if (block.kind === 'heading') {
      for (const text of wrap(block.text, 70)) {
        lines.push({ font: 'F2', size: HEAD.size, leading: HEAD.leading, text, indent: 0 });
      }
      continue;
    }
    const bullet = block.kind === 'bullet';
    wrap(block.text, bullet ? BODY.chars - 4 : BODY.chars).forEach((text, i) =>
      lines.push({
        font: 'F1',
        size: BODY.size,
        leading: BODY.leading,
        text: bullet && i === 0 ? `•  ${text}` : text,
        indent: bullet ? (i === 0 ? 0 : 14) : 0,
      }),
    );
    lines.push({ font: 'F1', size: BODY.size, leading: 8, text: '', indent: 0 });
  }
  const pages: Line[][] = [[]];
  let used = 0;
  const room = PAGE.height - 2 * PAGE.margin - 20;
  for (const line of lines) {
    if (used + line.leading > room) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(line);
    used += line.leading;
  }
  return pages;
}

function pageStream(lines: Line[], pageNo: number, pages: number, footer: string): Buffer {
  const parts: Buffer[] = [];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    y -= line.leading;
    if (!line.text) continue;
    parts.push(
      Buffer.from(`BT /${line.font} ${line.size} Tf ${PAGE.margin + line.indent} ${y} Td (`),
      encode(line.text),
      Buffer.from(') Tj ET\n'),
    );
  }
  parts.push(
    Buffer.from(`BT /F1 8 Tf ${PAGE.margin} 32 Td (`),
    encode(`${footer} · Página ${pageNo} de ${pages}`),
    Buffer.from(') Tj ET\n'),
  );
  return Buffer.concat(parts);
}

/** The PDF file of a title and its blocks, with `footer` at the bottom of every page. */
export function writePdf(doc: { title: string; blocks: PdfBlock[]; footer: string }): Buffer {
  const pages = layout(doc.title, doc.blocks);
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObj = add('');
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const kids: number[] = [];
  pages.forEach((lines, i) => {
    const stream = pageStream(lines, i + 1, pages.length, doc.footer);
    const content = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`);
  objects[pagesObj - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  );
  const info = add(
    Buffer.concat([
      Buffer.from('<< /Title ('),
      encode(doc.title),
      Buffer.from(') /Producer ('),
      encode('Armonía Terapias'),
      Buffer.from(') >>'),
    ]),
  );

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n`,
    `startxref\n${length}\n%%EOF\n`,
  ].join('');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
