import { randomUUID } from 'node:crypto';
import { eq, type InferInsertModel } from 'drizzle-orm';
import type { MailFolder, MailLabelSlug } from '../../../domain/mailbox-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import {
  files,
  mailboxMails,
  mailboxStarters,
  type MailAttachmentJson,
  type MailPersonJson,
} from '../../db/schema/index.ts';
import type { FileStore } from '../../files/index.ts';
import { mailText } from '../../apps/index.ts';

// The starter mail of a staff member's mailbox: the demo accounts get it with the seed, a staff
// member added later on first opening the app, so nobody meets an empty, unexplained mailbox.

const PEOPLE: MailPersonJson[] = [
  { name: 'Sophie Turner', email: 'sophie.turner@northwind-audit.test' },
  { name: 'Mehmet Yılmaz', email: 'mehmet.yilmaz@anadolu-finans.test' },
  { name: 'Layla Haddad', email: 'layla.haddad@gulf-advisory.test' },
  { name: 'Daniel Brooks', email: 'daniel.brooks@brooks-tax.test' },
  { name: 'Elif Demir', email: 'elif.demir@cpa-careers.test' },
  { name: 'Omar Farouk', email: 'omar.farouk@cairo-ledger.test' },
  { name: 'Grace Kim', email: 'grace.kim@harbor-bank.test' },
  { name: 'Lucas Moreau', email: 'lucas.moreau@euro-payroll.test' },
  { name: 'Accounting Forum', email: 'digest@accounting-forum.test' },
  { name: 'Billing Team', email: 'billing@cloud-ledger.test' },
];

interface Sample {
  subject: string;
  body: string[];
  labels: MailLabelSlug[];
  attachment?: string;
}

const SAMPLES: Sample[] = [
  {
    subject: 'Quarterly audit schedule',
    body: ['Please find the schedule for the Q3 audit fieldwork below.', 'Let me know which dates suit your team.'],
    labels: ['work'],
    attachment: 'audit-schedule-q3.pdf',
  },
  {
    subject: 'Invoice INV-2048 for October',
    body: ['Your invoice for October is attached.', 'Payment is due within 30 days.'],
    labels: ['invoices', 'payments'],
    attachment: 'INV-2048.pdf',
  },
  {
    subject: 'New CPA members this month',
    body: [
      'Twelve new members completed their licence checks this month.',
      'Their profiles are now marked as CPA on the job board.',
    ],
    labels: ['work'],
  },
  {
    subject: 'Payment received — thank you',
    body: ['We have received your payment of 1,250.00 TRY.', 'A receipt is attached for your records.'],
    labels: ['payments'],
    attachment: 'receipt-7731.pdf',
  },
  {
    subject: 'Your account statement',
    body: ['Your monthly account statement is ready.', 'Sign in to the bank portal to see the details.'],
    labels: ['accounts'],
    attachment: 'statement-november.pdf',
  },
  {
    subject: 'Weekly digest: IFRS 17 discussion',
    body: ['The most read threads this week: IFRS 17 transition, deferred tax on leases, and audit sampling.'],
    labels: ['forums'],
  },
  {
    subject: 'Dinner on Friday?',
    body: ['Are you free on Friday evening? A few of us are meeting at the usual place at 8.'],
    labels: ['personal'],
  },
  {
    subject: 'Job fair stand confirmed',
    body: [
      'Our stand at the spring career fair is confirmed: hall B, stand 14.',
      'We need two volunteers for each day.',
    ],
    labels: ['work'],
  },
  {
    subject: 'Reminder: licence renewal deadline',
    body: [
      'Members whose licences expire this year must renew before 31 December.',
      'Please remind the candidates you are in touch with.',
    ],
    labels: ['work', 'accounts'],
  },
  {
    subject: 'Employer verification request',
    body: ['A new employer asked to be verified: Harbor Bank.', 'Their documents are in the moderation queue.'],
    labels: ['work'],
  },
  {
    subject: 'Subscription renewal',
    body: ['Your cloud ledger subscription renews on the 1st.', 'The invoice is attached.'],
    labels: ['invoices'],
    attachment: 'subscription-invoice.pdf',
  },
  {
    subject: 'Photos from the seminar',
    body: ['Thanks for coming to the tax seminar!', 'The slides will be shared next week.'],
    labels: ['personal'],
  },
  {
    subject: 'Forum reply: audit sampling sizes',
    body: ['Someone replied to your post about sampling sizes for small entities.'],
    labels: ['forums'],
  },
  {
    subject: 'Expense report approved',
    body: ['Your expense report for the Ankara trip has been approved and will be paid with the next payroll.'],
    labels: ['payments', 'accounts'],
  },
  {
    subject: 'Mentoring programme — next steps',
    body: ['Thank you for volunteering as a mentor.', 'We will match you with two candidates next week.'],
    labels: ['work'],
  },
];

const SPAM: Sample[] = [
  { subject: 'You have won a free cruise!!!', body: ['Click here to claim your prize now.'], labels: [] },
  { subject: 'Cheap accounting software licences', body: ['Best prices, limited offer, act now.'], labels: [] },
  {
    subject: 'Urgent: verify your bank details',
    body: ['Your account will be closed unless you confirm your details.'],
    labels: [],
  },
  { subject: 'Earn money from home', body: ['Make 5,000 a week with this one trick.'], labels: [] },
];

/** Where the 45 starter mails go: most in the inbox, some in each other folder. */
const PLAN: MailFolder[] = [
  ...Array<MailFolder>(30).fill('inbox'),
  ...Array<MailFolder>(6).fill('sent'),
  ...Array<MailFolder>(2).fill('drafts'),
  ...Array<MailFolder>(4).fill('spam'),
  ...Array<MailFolder>(3).fill('trash'),
];

/** A one-page PDF that says what it is: real bytes a browser opens. */
function pdfBytes(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
const HOUR = 60 * 60 * 1000;

type Owner = Pick<UserRow, 'id' | 'displayName' | 'email'>;

/** The starter mails of one mailbox (and the attachment files, stored when there is a store). */
export async function insertMailboxSamples(
  db: Pick<Db, 'insert'>,
  owner: Owner,
  store: FileStore | undefined,
  now = new Date(),
): Promise<number> {
  const me: MailPersonJson = { id: owner.id, name: owner.displayName, email: owner.email };
  const fileRows: InferInsertModel<typeof files>[] = [];
  const bytesOf = new Map<string, Buffer>();
  const rows: InferInsertModel<typeof mailboxMails>[] = PLAN.map((folder, i) => {
    const sample = folder === 'spam' ? SPAM[i % SPAM.length]! : SAMPLES[i % SAMPLES.length]!;
    const other = PEOPLE[(i * 7) % PEOPLE.length]!;
    const outgoing = folder === 'sent' || folder === 'drafts';
    const content = html(sample.body);
    let attachments: MailAttachmentJson[] = [];
    if (sample.attachment && store && folder !== 'drafts') {
      const id = randomUUID();
      const bytes = pdfBytes(sample.subject);
      fileRows.push({
        id,
        ownerId: owner.id,
        kind: 'resume',
        filename: sample.attachment,
        mimeType: 'application/pdf',
        size: bytes.length,
        storageKey: `resume/${owner.id}/${id}`,
      });
      bytesOf.set(id, bytes);
      attachments = [{ fileId: id, name: sample.attachment, type: 'application/pdf', size: bytes.length }];
    }
    return {
      ownerId: owner.id,
      fromPerson: outgoing ? me : other,
      toPeople: outgoing ? [other] : [me],
      ccPeople: i % 5 === 0 ? [PEOPLE[(i + 3) % PEOPLE.length]!] : [],
      bccPeople: [],
      // Spread over the last weeks, a few hours apart, newest first.
      date: new Date(now.getTime() - (i * 9 + 1) * HOUR),
      subject: outgoing && folder === 'sent' ? `Re: ${sample.subject}` : sample.subject,
      content,
      contentText: mailText(content),
      attachments,
      starred: i % 6 === 1,
      important: i % 4 === 2,
      unread: folder === 'inbox' && i % 3 === 0,
      folder,
      labels: sample.labels,
    };
  });
  if (store) {
    for (const f of fileRows) await store.put(f.storageKey, bytesOf.get(f.id!)!, 'application/pdf');
    if (fileRows.length) await db.insert(files).values(fileRows);
  }
  await db.insert(mailboxMails).values(rows);
  return rows.length;
}

/** Gives a staff member their starter mail once (the seed, or their first look at the mailbox). */
export async function ensureMailboxStarter(
  db: Db | Tx,
  owner: Owner,
  store: FileStore | undefined,
  now = new Date(),
): Promise<boolean> {
  // Cheap check first: opening the mailbox is frequent, the starter happens once.
  const [seen] = await db
    .select({ id: mailboxStarters.userId })
    .from(mailboxStarters)
    .where(eq(mailboxStarters.userId, owner.id))
    .limit(1);
  if (seen) return false;
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(mailboxStarters).values({ userId: owner.id }).onConflictDoNothing().returning();
    if (!mark) return false;
    await insertMailboxSamples(tx, owner, store, now);
    return true;
  });
}
