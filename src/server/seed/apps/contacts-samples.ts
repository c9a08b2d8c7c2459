import { eq, type InferInsertModel } from 'drizzle-orm';
import {
  BUILT_IN_CONTACT_TAGS,
  contactInputSchema,
  type BuiltInContactTag,
  type ContactLabel,
} from '../../../domain/contacts-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { contacts, contactsStarters, contactTags } from '../../db/schema/index.ts';

// The starter address book of a staff member: the seven tags of the template and 32 people from
// the body's world (auditors, tax advisers, recruiters, and a few friends and family), so the
// demo accounts have theirs with the seed and a staff member added later on first opening the app.
// Every label and every tag is used. The numbers are written as people type them; the contact
// schema checks and formats them as for any other contact.

interface Sample {
  name: string;
  title?: string;
  company?: string;
  emails: [email: string, label: ContactLabel][];
  phones: [country: string, number: string, label: ContactLabel][];
  tags: BuiltInContactTag[];
  birthday?: string;
  address?: string;
  notes?: string;
}

const SAMPLES: Sample[] = [
  {
    name: 'Aylin Kaya',
    title: 'Audit Manager',
    company: 'Anadolu Denetim',
    emails: [
      ['aylin.kaya@anadolu-denetim.test', 'work'],
      ['aylin.k@mail.test', 'personal'],
    ],
    phones: [
      ['TR', '0532 412 18 90', 'mobile'],
      ['TR', '0212 355 40 12', 'work'],
    ],
    tags: ['work'],
    birthday: '1986-04-12',
    address: 'Levent, İstanbul',
    notes: 'Leads the Istanbul audit team; prefers calls before 10.',
  },
  {
    name: 'Ahmed Al-Mansouri',
    title: 'Finance Director',
    company: 'Gulf Advisory',
    emails: [['ahmed.mansouri@gulf-advisory.test', 'work']],
    phones: [['AE', '050 123 4567', 'mobile']],
    tags: ['work', 'college'],
    address: 'Dubai, United Arab Emirates',
  },
  {
    name: 'Beatriz Santos',
    title: 'Tax Consultant',
    company: 'Lisbon Tax Partners',
    emails: [['beatriz.santos@lisbon-tax.test', 'work']],
    phones: [['PT', '912 345 678', 'mobile']],
    tags: ['work'],
  },
  {
    name: 'Burak Şahin',
    emails: [['burak.sahin@mail.test', 'personal']],
    phones: [['TR', '0533 218 44 71', 'mobile']],
    tags: ['highSchool', 'baseballTeam'],
    birthday: '1990-09-02',
    notes: 'Plays catcher on Saturdays.',
  },
  {
    name: 'Chloe Martin',
    title: 'Recruiter',
    company: 'Euro Payroll',
    emails: [['chloe.martin@euro-payroll.test', 'work']],
    phones: [
      ['FR', '06 12 34 56 78', 'mobile'],
      ['FR', '01 42 68 53 00', 'work'],
    ],
    tags: ['work'],
  },
  {
    name: 'Daniel Brooks',
    title: 'Partner',
    company: 'Brooks Tax',
    emails: [
      ['daniel.brooks@brooks-tax.test', 'work'],
      ['dan.brooks@mail.test', 'home'],
    ],
    phones: [['US', '(212) 555-0142', 'work']],
    tags: ['work', 'band'],
    address: '350 Fifth Avenue, New York',
  },
  {
    name: 'Deniz Aydın',
    emails: [['deniz.aydin@mail.test', 'personal']],
    phones: [['TR', '0542 631 20 05', 'mobile']],
    tags: ['family'],
    birthday: '1995-01-23',
  },
  {
    name: 'Elif Demir',
    title: 'Membership Officer',
    company: 'CPA Careers',
    emails: [['elif.demir@cpa-careers.test', 'work']],
    phones: [['TR', '0312 444 12 34', 'work']],
    tags: ['work'],
  },
  {
    name: 'Emma Schneider',
    title: 'Controller',
    company: 'Rhein Finanz',
    emails: [['emma.schneider@rhein-finanz.test', 'work']],
    phones: [['DE', '0151 23456789', 'mobile']],
    tags: ['college'],
    address: 'Köln, Germany',
  },
  {
    name: 'Fatima Zahra',
    title: 'Auditor',
    company: 'Casablanca Audit',
    emails: [['fatima.zahra@casa-audit.test', 'work']],
    phones: [['MA', '0612-345678', 'mobile']],
    tags: ['work', 'friend'],
  },
  {
    name: 'Grace Kim',
    title: 'Risk Analyst',
    company: 'Harbor Bank',
    emails: [['grace.kim@harbor-bank.test', 'work']],
    phones: [['SG', '8123 4567', 'mobile']],
    tags: ['college'],
  },
  {
    name: 'Hakan Öztürk',
    emails: [['hakan.ozturk@mail.test', 'home']],
    phones: [
      ['TR', '0216 330 25 25', 'home'],
      ['TR', '0535 700 11 22', 'mobile'],
    ],
    tags: ['family'],
    notes: 'Cousin; birthday dinner every March.',
  },
  {
    name: 'Hannah Wright',
    title: 'Bookkeeper',
    company: 'Wright & Co',
    emails: [['hannah@wright-co.test', 'work']],
    phones: [['GB', '07911 123456', 'mobile']],
    tags: ['band', 'friend'],
  },
  {
    name: 'Isabella Rossi',
    title: 'CFO',
    company: 'Milano Holding',
    emails: [['isabella.rossi@milano-holding.test', 'work']],
    phones: [['IT', '312 345 6789', 'mobile']],
    tags: ['work'],
  },
  {
    name: 'James O’Connor',
    title: 'Payroll Lead',
    company: 'Dublin Ledger',
    emails: [['james.oconnor@dublin-ledger.test', 'work']],
    phones: [['IE', '085 123 4567', 'mobile']],
    tags: ['baseballTeam'],
  },
  {
    name: 'Kerem Yıldız',
    emails: [['kerem.yildiz@mail.test', 'personal']],
    phones: [['TR', '0505 123 45 67', 'mobile']],
    tags: ['highSchool'],
    birthday: '1991-06-30',
  },
  {
    name: 'Layla Haddad',
    title: 'Senior Accountant',
    company: 'Beirut Finance',
    emails: [
      ['layla.haddad@gulf-advisory.test', 'work'],
      ['layla.h@mail.test', 'personal'],
    ],
    phones: [['LB', '03 123 456', 'mobile']],
    tags: ['friend', 'college'],
  },
  {
    name: 'Lucas Moreau',
    title: 'Payroll Specialist',
    company: 'Euro Payroll',
    emails: [['lucas.moreau@euro-payroll.test', 'work']],
    phones: [['BE', '0470 12 34 56', 'mobile']],
    tags: ['work'],
  },
  {
    name: 'Mariam Nasser',
    title: 'Internal Auditor',
    company: 'Riyadh Capital',
    emails: [['mariam.nasser@riyadh-capital.test', 'work']],
    phones: [['SA', '050 123 4567', 'mobile']],
    tags: ['work'],
  },
  {
    name: 'Mehmet Yılmaz',
    title: 'Tax Adviser',
    company: 'Anadolu Finans',
    emails: [['mehmet.yilmaz@anadolu-finans.test', 'work']],
    phones: [
      ['TR', '0532 555 12 12', 'mobile'],
      ['TR', '0232 463 10 10', 'work'],
    ],
    tags: ['work', 'baseballTeam'],
  },
  {
    name: 'Nadia Petrova',
    title: 'Analyst',
    company: 'Sofia Audit',
    emails: [['nadia.petrova@sofia-audit.test', 'work']],
    phones: [['BG', '087 123 4567', 'mobile']],
    tags: ['college'],
  },
  {
    name: 'Noah Williams',
    emails: [['noah.williams@mail.test', 'personal']],
    phones: [['CA', '(416) 555-0188', 'home']],
    tags: ['band'],
    notes: 'Bass player; rehearsals on Thursdays.',
  },
  {
    name: 'Olivia Johnson',
    title: 'Talent Partner',
    company: 'North Hire',
    emails: [['olivia.johnson@north-hire.test', 'work']],
    phones: [['US', '(415) 555-0175', 'work']],
    tags: ['work'],
  },
  {
    name: 'Omar Farouk',
    title: 'Accountant',
    company: 'Cairo Ledger',
    emails: [['omar.farouk@cairo-ledger.test', 'work']],
    phones: [['EG', '0100 123 4567', 'mobile']],
    tags: ['friend'],
  },
  {
    name: 'Priya Sharma',
    title: 'IFRS Specialist',
    company: 'Mumbai Assurance',
    emails: [['priya.sharma@mumbai-assurance.test', 'work']],
    phones: [['IN', '098765 43210', 'mobile']],
    tags: ['college'],
  },
  {
    name: 'Rania Khalil',
    emails: [['rania.khalil@mail.test', 'home']],
    phones: [['JO', '079 123 4567', 'mobile']],
    tags: ['family', 'highSchool'],
    birthday: '1988-11-05',
  },
  {
    name: 'Selin Arslan',
    title: 'Junior Auditor',
    company: 'Ege Denetim',
    emails: [['selin.arslan@ege-denetim.test', 'work']],
    phones: [['TR', '0544 987 65 43', 'mobile']],
    tags: ['highSchool'],
  },
  {
    name: 'Sophie Turner',
    title: 'Audit Senior',
    company: 'Northwind Audit',
    emails: [['sophie.turner@northwind-audit.test', 'work']],
    phones: [['GB', '020 7946 0321', 'work']],
    tags: ['work', 'friend'],
  },
  {
    name: 'Tomás García',
    title: 'Treasury Manager',
    company: 'Iberia Finance',
    emails: [['tomas.garcia@iberia-finance.test', 'work']],
    phones: [['ES', '612 34 56 78', 'mobile']],
    tags: ['baseballTeam'],
  },
  {
    name: 'Yusuf Çelik',
    emails: [['yusuf.celik@mail.test', 'personal']],
    phones: [['TR', '0536 111 22 33', 'mobile']],
    tags: ['family'],
    birthday: '1979-02-14',
  },
  {
    name: 'Zeynep Koç',
    title: 'Finance Student',
    company: 'Boğaziçi University',
    emails: [['zeynep.koc@mail.test', 'personal']],
    phones: [['TR', '0537 222 33 44', 'mobile']],
    tags: ['college', 'band'],
  },
  {
    name: 'Zaid Hamdan',
    title: 'VAT Consultant',
    company: 'Doha Tax House',
    emails: [['zaid.hamdan@doha-tax.test', 'work']],
    phones: [['QA', '3312 3456', 'mobile']],
    tags: ['work'],
  },
];

/** How many contacts a starter address book has (the tests check the seed against it). */
export const STARTER_CONTACT_COUNT = SAMPLES.length;

/** Adds the seven tags and the sample contacts to an owner's address book. */
export async function insertContactSamples(db: Db | Tx, ownerId: string): Promise<number> {
  const tagRows = await db
    .insert(contactTags)
    .values(BUILT_IN_CONTACT_TAGS.map((tag) => ({ ownerId, title: tag.title, builtIn: tag.key })))
    .onConflictDoNothing()
    .returning();
  const tagId = new Map(tagRows.map((row) => [row.builtIn, row.id]));
  const rows = SAMPLES.map((sample, i): InferInsertModel<typeof contacts> => {
    const values = contactInputSchema.parse({
      name: sample.name,
      title: sample.title,
      company: sample.company,
      birthday: sample.birthday,
      address: sample.address,
      notes: sample.notes,
      emails: sample.emails.map(([email, label]) => ({ email, label })),
      phoneNumbers: sample.phones.map(([country, phoneNumber, label]) => ({ country, phoneNumber, label })),
      tags: sample.tags.map((key) => tagId.get(key)).filter((id): id is string => id !== undefined),
    });
    return { ...values, ownerId, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) };
  });
  await db.insert(contacts).values(rows);
  return rows.length;
}

/** Gives a staff member their starter address book once (the seed, or their first look at the app). */
export async function ensureContactsStarter(db: Db | Tx, ownerId: string): Promise<boolean> {
  // Cheap check first: opening the app is frequent, the starter happens once.
  const [seen] = await db
    .select({ id: contactsStarters.userId })
    .from(contactsStarters)
    .where(eq(contactsStarters.userId, ownerId))
    .limit(1);
  if (seen) return false;
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(contactsStarters).values({ userId: ownerId }).onConflictDoNothing().returning();
    if (!mark) return false;
    await insertContactSamples(tx, ownerId);
    return true;
  });
}
