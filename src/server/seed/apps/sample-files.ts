import { storedZip } from '../../lib/stored-zip.ts';

// The demo file manager's files are written here, so the seed ships no binary files and every
// one is a real document its application opens (and the upload check accepts): a PDF with a
// correct cross-reference table, Word and Excel files as the Office Open XML packages they are,
// UTF-8 text, and a JPEG drawn as a mosaic of 8×8 blocks.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A one-page PDF (Helvetica) with a title and lines of text. */
export function samplePdf(title: string, lines: string[]): Buffer {
  const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const ops = [
    `BT /F1 20 Tf 72 720 Td (${pdfText(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 72 ${684 - i * 18} Td (${pdfText(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const PKG_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A Word document (DOCX): a bold title and paragraphs. */
export function sampleDocx(title: string, paragraphs: string[]): Buffer {
  const para = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  return storedZip([
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG_RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ],
    [
      'word/document.xml',
      `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${para(title, true)}${paragraphs.map((p) => para(p)).join('')}</w:body></w:document>`,
    ],
  ]);
}

/** An Excel workbook (XLSX) of one sheet; numbers stay numbers, text is inline. */
export function sampleXlsx(sheet: string, rows: (string | number)[][]): Buffer {
  const column = (i: number) => String.fromCharCode(65 + i);
  const cell = (v: string | number, ref: string) =>
    typeof v === 'number'
      ? `<c r="${ref}"><v>${v}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`;
  const sheetXml = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cell(v, `${column(c)}${r + 1}`)).join('')}</row>`)
    .join('');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  return storedZip([
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG_RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${main}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${escapeXml(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG_RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', `${XML}<worksheet xmlns="${main}"><sheetData>${sheetXml}</sheetData></worksheet>`],
  ]);
}

export const sampleText = (text: string): Buffer => Buffer.from(text, 'utf8');

type Rgb = readonly [number, number, number];

/** Canonical Huffman codes (JPEG annex C) of a table given as counts per length and symbols. */
function huffmanCodes(counts: readonly number[], symbols: readonly number[]): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < counts[length - 1]!; i++) codes.set(symbols[k++]!, [code++, length]);
    code <<= 1;
  }
  return codes;
}

// The standard luminance DC table (JPEG annex K.3); the AC table needs one symbol, end of block.
const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_COUNTS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_SYMBOLS = [0];

const segment = (marker: number, data: number[]) => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 0xff,
  ...data,
];

/**
 * A baseline JPEG (YCbCr, no subsampling) of `width`×`height` pixels, each 8×8 block one colour
 * given by `colour(x, y)` at its centre: only DC coefficients, so a few dozen lines suffice.
 */
export function sampleJpeg(width: number, height: number, colour: (x: number, y: number) => Rgb): Buffer {
  const dc = huffmanCodes(DC_COUNTS, DC_SYMBOLS);
  const eob = huffmanCodes(AC_COUNTS, AC_SYMBOLS).get(0)!;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) {
      acc = (acc << 1) | ((value >> i) & 1);
      if (++bits === 8) {
        out.push(acc);
        if (acc === 0xff) out.push(0); // byte stuffing
        acc = 0;
        bits = 0;
      }
    }
  };
  const previous = [0, 0, 0];
  for (let by = 0; by < Math.ceil(height / 8); by++) {
    for (let bx = 0; bx < Math.ceil(width / 8); bx++) {
      const [r, g, b] = colour(bx * 8 + 4, by * 8 + 4);
      const ycc = [
        0.299 * r + 0.587 * g + 0.114 * b,
        128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
        128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
      ];
      for (let c = 0; c < 3; c++) {
        // A flat block's DC coefficient is 8 × its level-shifted value (quantised by 1).
        const value = Math.round((Math.min(255, Math.max(0, ycc[c]!)) - 128) * 8);
        const diff = value - previous[c]!;
        previous[c] = value;
        const size = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
        const [code, length] = dc.get(size)!;
        put(code, length);
        if (size) put(diff > 0 ? diff : diff + (1 << size) - 1, size);
        put(eob[0], eob[1]);
      }
    }
  }
  if (bits) put((1 << (8 - bits)) - 1, 8 - bits);
  const quant = Array<number>(64).fill(1);
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...quant]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
    ...segment(0xc4, [0x00, ...DC_COUNTS, ...DC_SYMBOLS]),
    ...segment(0xc4, [0x10, ...AC_COUNTS, ...AC_SYMBOLS]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    ...out,
    0xff,
    0xd9,
  ]);
}

/** A landscape for the demo pictures: sky fading from `top` to `bottom`, darker hills, a sun. */
export function landscapeJpeg(top: Rgb, bottom: Rgb, width = 480, height = 320): Buffer {
  return sampleJpeg(width, height, (x, y) => {
    const t = y / height;
    const sky = [0, 1, 2].map((c) => top[c]! + (bottom[c]! - top[c]!) * t) as [number, number, number];
    const sun = Math.hypot(x - width * 0.72, y - height * 0.3) < height * 0.12;
    if (sun) return [255, 236, 170];
    const hill = y > height * 0.62 + Math.sin(x / 29) * 10;
    return hill ? [sky[0] * 0.55, sky[1] * 0.7, sky[2] * 0.5] : sky;
  });
}
