/**
 * Test helper: the readable text of a raw .eml the file mailer wrote (subject and every body
 * part decoded from quoted-printable or base64), so tests can check a mail's language.
 */
export function mailText(raw: string): string {
  const lines = raw.split(/\r?\n/);
  const at = lines.findIndex((l) => l.startsWith('Subject: '));
  let subject = at < 0 ? '' : lines[at]!.slice('Subject: '.length);
  for (let i = at + 1; at >= 0 && i < lines.length && /^[ \t]/.test(lines[i]!); i++) subject += lines[i]!.trim();
  const decodedSubject = subject.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
  );
  const bodies: string[] = [];
  const part =
    /Content-Transfer-Encoding: (base64|quoted-printable|7bit)\r?\n(?:.+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi;
  for (const m of raw.matchAll(part)) {
    const [, enc, data] = m;
    bodies.push(
      enc!.toLowerCase() === 'base64'
        ? Buffer.from(data!.replace(/\s+/g, ''), 'base64').toString('utf8')
        : enc!.toLowerCase() === '7bit'
          ? data!
          : qp(data!),
    );
  }
  return [decodedSubject, ...bodies].join('\n');
}

function qp(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
