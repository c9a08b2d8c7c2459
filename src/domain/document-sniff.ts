// What a file manager upload is, judged by its bytes (the browser checks before sending, the
// server again): PDF, Excel (XLSX or the older XLS), Word (DOCX or DOC), plain text or JPEG.
// The older Office formats are OLE2 compound files; which application wrote one is told by the
// name of its main stream, read from the compound file's directory.

export type DocumentType = 'pdf' | 'xlsx' | 'xls' | 'docx' | 'doc' | 'txt' | 'jpeg';

export const DOCUMENT_MIME: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
  jpeg: 'image/jpeg',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The names in a ZIP archive's central directory (no entry is decompressed). */
export function zipEntryNames(bytes: Uint8Array, max = 2000): string[] {
  const v = view(bytes);
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (v.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const entries = Math.min(v.getUint16(eocd + 10, true), max);
  let offset = v.getUint32(eocd + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || v.getUint32(offset, true) !== 0x02014b50) break;
    const nameLength = v.getUint16(offset + 28, true);
    const extraLength = v.getUint16(offset + 30, true);
    const commentLength = v.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) break;
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;

/**
 * The stream and storage names in an OLE2 compound file's directory: the header's first 109
 * FAT sectors (enough for 7 MB at 512-byte sectors, more than an upload may be) give the chain
 * of directory sectors, each holding 128-byte entries whose names are UTF-16.
 */
export function compoundFileNames(bytes: Uint8Array): string[] {
  if (!startsWith(bytes, CFB_MAGIC) || bytes.length < 512) return [];
  const v = view(bytes);
  const shift = v.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return [];
  const size = 1 << shift;
  const sectorAt = (n: number) => (n + 1) * size;
  const fatSectors = Math.min(v.getUint32(0x2c, true), 109);
  const fat: number[] = [];
  for (let i = 0; i < fatSectors; i++) {
    const sector = v.getUint32(0x4c + i * 4, true);
    const start = sectorAt(sector);
    if (start + size > bytes.length) return [];
    for (let j = 0; j < size; j += 4) fat.push(v.getUint32(start + j, true));
  }
  const names: string[] = [];
  const decoder = new TextDecoder('utf-16le');
  let sector = v.getUint32(0x30, true);
  // A chain that loops or leaves the file is a broken file, not a reason to spin.
  for (let steps = 0; sector !== END_OF_CHAIN && steps < 1000; steps++) {
    const start = sectorAt(sector);
    if (start + size > bytes.length) break;
    for (let e = start; e < start + size; e += 128) {
      const length = v.getUint16(e + 0x40, true);
      if (length >= 2 && length <= 64) names.push(decoder.decode(bytes.subarray(e, e + length - 2)));
    }
    const next = fat[sector];
    if (next === undefined) break;
    sector = next;
  }
  return names;
}

/** Text a person wrote: UTF-8 with no control characters but tabs, line and page breaks. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/** The type of a file manager upload, or undefined when it is none of the kept types. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | undefined {
  if (bytes.length === 0) return undefined;
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names.includes('word/document.xml')) return 'docx';
    if (names.includes('xl/workbook.xml')) return 'xlsx';
    return undefined;
  }
  if (startsWith(bytes, CFB_MAGIC)) {
    const names = compoundFileNames(bytes);
    if (names.includes('WordDocument')) return 'doc';
    if (names.includes('Workbook') || names.includes('Book')) return 'xls';
    return undefined;
  }
  return isPlainText(bytes) ? 'txt' : undefined;
}
