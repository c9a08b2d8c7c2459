import type { Db, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { chatChats, chatMessages, chatProfiles, type ChatPhoneJson } from '../../db/schema/index.ts';

// The chat's demo records: the seed gives the demo staff and admin accounts their profiles and
// a conversation with some history. A staff member added later starts with no conversation.

type Member = Pick<UserRow, 'id' | 'displayName' | 'email'>;

const WORK_DETAILS: { title: string; company: string; about: string; phones: ChatPhoneJson[]; address: string }[] = [
  {
    title: 'Head of Member Services',
    company: 'CPA Careers',
    about: 'Company and job reviews, CPA licence checks. Ask me anything about the portal.',
    phones: [{ country: 'us', phoneNumber: '+1 212 555 0142', label: 'Work' }],
    address: '350 Fifth Avenue, New York, NY',
  },
  {
    title: 'Member Support Specialist',
    company: 'CPA Careers',
    about: 'Helping members and employers every weekday, 9 to 6.',
    phones: [
      { country: 'us', phoneNumber: '+1 212 555 0175', label: 'Work' },
      { country: 'us', phoneNumber: '+1 917 555 0133', label: 'Mobile' },
    ],
    address: '350 Fifth Avenue, New York, NY',
  },
  {
    title: 'Üye İlişkileri Uzmanı',
    company: 'CPA Careers',
    about: 'Türkiye’deki üyeler ve işverenler için buradayım.',
    phones: [{ country: 'tr', phoneNumber: '+90 212 555 0188', label: 'Work' }],
    address: 'Büyükdere Caddesi No: 120, İstanbul',
  },
  {
    title: 'أخصائية دعم الأعضاء',
    company: 'CPA Careers',
    about: 'أساعد الأعضاء وأصحاب العمل في منطقة الخليج.',
    phones: [{ country: 'ae', phoneNumber: '+971 4 555 0166', label: 'Work' }],
    address: 'Dubai International Financial Centre, Dubai',
  },
];

type Line = ['a' | 'b', string, number];

/** A working week's conversation between a lead (`a`) and a colleague (`b`): [who, words, minutes ago]. */
const REVIEWS: Line[] = [
  ['a', 'Good morning! Did you get a chance to look at the companies waiting for review?', 3 * 1440 + 540],
  ['b', 'Morning! Yes, three of them. Northwind Audit looks fine, I approved it.', 3 * 1440 + 530],
  [
    'b',
    'Harbor Bank’s registration number does not match the register, so I asked them for the certificate.',
    3 * 1440 + 528,
  ],
  ['a', 'Good call. Let me know when they send it.', 3 * 1440 + 520],
  [
    'a',
    'The licence check guide is updated: https://www.aicpa-cima.com/resources/landing/cpa-licensure',
    2 * 1440 + 300,
  ],
  ['b', 'Thanks, I will use it for the two CPA claims from yesterday.', 2 * 1440 + 290],
  ['b', 'One of them has an expired licence. Should I reject it or ask for the renewal?', 2 * 1440 + 280],
  ['a', 'Ask for the renewal first; reject only if they do not answer within a week.', 2 * 1440 + 270],
  ['b', 'Will do.', 2 * 1440 + 268],
  ['a', 'Could you prepare the numbers for Friday’s meeting? New jobs, applications and approvals.', 1440 + 200],
  ['b', 'Sure. I will put them in the shared sheet by Thursday evening.', 1440 + 190],
  ['b', 'Applications are up 18% on last month, mostly audit and tax roles.', 1440 + 60],
  ['a', 'That is great news. Let’s highlight the tax roles in the newsletter.', 1440 + 45],
  ['a', 'Are you free for a call at three today?', 95],
  ['a', 'Also, Harbor Bank sent their certificate — can you finish their review?', 90],
];

/** The lead and the colleague who looks after members in Türkiye. */
const EVENTS: Line[] = [
  ['b', 'Hi! The Istanbul chapter asked whether we can host the IFRS 18 webinar in Turkish.', 2 * 1440 + 610],
  ['a', 'Yes, please. Can you find a speaker from one of the member firms?', 2 * 1440 + 600],
  ['b', 'Anatolia Denetim offered their technical partner. I will send the invitation today.', 2 * 1440 + 560],
  ['a', 'Perfect. Put it in the academy as a continuing-education course afterwards.', 2 * 1440 + 555],
  ['b', 'Will do. Also, six new employers signed up from Ankara this week.', 1440 + 400],
  ['a', 'Nice. Please check their licence numbers before approving.', 1440 + 390],
  ['b', 'Four are done, two are waiting for documents.', 1440 + 120],
  ['a', 'Thanks, Elif. Let’s talk about the webinar date tomorrow morning.', 240],
];

/** The lead and the colleague who looks after members in the Gulf. */
const SUPPORT: Line[] = [
  ['b', 'Good morning. A member in Dubai cannot upload her CPA certificate; the file is a 12 MB scan.', 1440 + 700],
  ['a', 'The limit is 5 MB. Could you ask her to save it as a smaller PDF?', 1440 + 690],
  ['b', 'Done, she uploaded it. Her claim is in the review queue now.', 1440 + 640],
  ['a', 'Great. I will review it this afternoon.', 1440 + 630],
  ['b', 'Also: Dune Digital Payments is still waiting for approval. Their trade licence looks valid.', 300],
  ['a', 'Please approve them, and send them the employer guide in Arabic.', 280],
  ['b', 'Approved and sent.', 30],
];

const HISTORIES: Line[][] = [REVIEWS, EVENTS, SUPPORT];

async function pairMessages(db: Db | Tx, a: Member, b: Member, history: Line[], now: Date): Promise<void> {
  const rows = history.map(([who, value, minutesAgo]) => ({
    senderId: who === 'a' ? a.id : b.id,
    recipientId: who === 'a' ? b.id : a.id,
    value,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
  }));
  await db.insert(chatMessages).values(rows);
  const last = rows[rows.length - 1]!;
  // The colleague has not yet read the lead's last two messages.
  const unreadForB = rows.slice(-2).filter((r) => r.recipientId === b.id).length;
  await db
    .insert(chatChats)
    .values([
      { ownerId: a.id, contactId: b.id, lastMessage: last.value, lastMessageAt: last.createdAt },
      {
        ownerId: b.id,
        contactId: a.id,
        lastMessage: last.value,
        lastMessageAt: last.createdAt,
        unreadCount: unreadForB,
      },
    ])
    .onConflictDoNothing();
}

/** The demo staff and admin accounts' chat: profiles with work details, and a conversation between the first two. */
export async function seedChatSamples(db: Db | Tx, members: Member[], now = new Date()): Promise<void> {
  if (members.length === 0) return;
  await db
    .insert(chatProfiles)
    .values(
      members.map((m, i) => {
        const d = WORK_DETAILS[i % WORK_DETAILS.length]!;
        return {
          userId: m.id,
          status: i === 0 ? ('online' as const) : ('away' as const),
          about: d.about,
          title: d.title,
          company: d.company,
          phoneNumbers: d.phones,
          emails: [{ email: m.email.replace(/@.*/, '@cpa-careers.example'), label: 'Personal' }],
          address: d.address,
        };
      }),
    )
    .onConflictDoNothing();
  for (let i = 1; i < members.length; i++)
    await pairMessages(db, members[0]!, members[i]!, HISTORIES[(i - 1) % HISTORIES.length]!, now);
}
