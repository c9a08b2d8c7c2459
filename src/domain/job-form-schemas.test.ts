import { describe, expect, it } from 'vitest';
import {
  JOB_FORM_MESSAGES as M,
  JOB_FORM_TEXTS,
  jobDraftSchema,
  jobPublishSchema,
  publishIssues,
} from './job-form-schemas.ts';
import { englishText } from './messages.ts';

const base = { position: 'Auditor', type: 'full-time', language: 'en', applyWay: 'internal' } as const;
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('job form schemas', () => {
  it('reads the form’s text fields: empty is none, salaries as whole numbers', () => {
    const data = jobDraftSchema.parse({
      ...base,
      location: '  ',
      salaryStart: '60,000',
      salaryEnd: 80000,
      experienceLevel: '',
      keyword: ['IFRS', ' IFRS ', ''],
      start: '',
    });
    expect(data).toMatchObject({
      location: null,
      salaryStart: 60000,
      salaryEnd: 80000,
      experienceLevel: null,
      keyword: ['IFRS'],
      start: null,
      description: '',
    });
  });

  it('explains every refusal in words a person understands', () => {
    expect(messages(jobDraftSchema.safeParse({ ...base, position: '' }))).toEqual([`position: ${M.positionRequired}`]);
    expect(messages(jobDraftSchema.safeParse({ ...base, salaryStart: '12k' }))).toEqual([
      `salaryStart: ${M.salaryInvalid}`,
    ]);
    expect(messages(jobDraftSchema.safeParse({ ...base, salaryStart: 10, salaryEnd: 5 }))).toEqual([
      `salaryEnd: ${M.salaryOrder}`,
    ]);
    expect(messages(jobDraftSchema.safeParse({ ...base, start: '2030-02-01', deadline: '2030-01-01' }))).toEqual([
      `deadline: ${M.deadlineBeforeStart}`,
    ]);
    expect(messages(jobDraftSchema.safeParse({ ...base, deadline: '2030-02-30' }))).toEqual([
      `deadline: ${M.dateInvalid}`,
    ]);
    // PostgreSQL has no year 0: such a date must be refused here, not by the database.
    expect(messages(jobDraftSchema.safeParse({ ...base, start: '0000-01-01' }))).toEqual([`start: ${M.dateInvalid}`]);
    expect(messages(jobDraftSchema.safeParse({ ...base, applyWay: 'external' }))).toEqual([
      `applyUrl: ${M.applyUrlRequired}`,
    ]);
    expect(
      messages(jobDraftSchema.safeParse({ ...base, applyWay: 'external', applyUrl: 'javascript:alert(1)' })),
    ).toEqual([`applyUrl: ${M.applyUrlInvalid}`]);
    expect(
      jobDraftSchema.safeParse({ ...base, applyWay: 'external', applyUrl: 'https://jobs.example.com/1' }).success,
    ).toBe(true);
  });

  it('needs a description and a deadline after today to publish', () => {
    expect(
      publishIssues({ description: '<p> </p>', deadline: '2030-01-01' }, '2029-12-31').map((i) => i.message),
    ).toEqual([M.descriptionRequired]);
    expect(
      publishIssues({ description: '<p>x</p>', deadline: '2029-12-31' }, '2029-12-31').map((i) => i.message),
    ).toEqual([M.deadlinePassed]);
    expect(publishIssues({ description: '<p>x</p>', deadline: null }).map((i) => i.message)).toEqual([
      M.deadlineRequired,
    ]);
    expect(jobPublishSchema.safeParse({ ...base, description: '<p>x</p>', deadline: '2999-01-01' }).success).toBe(true);
  });

  it('names every missing field at once when publishing, even when another field already failed', () => {
    expect(
      messages(jobPublishSchema.safeParse({ ...base, position: '', applyWay: 'external', description: '<p></p>' })),
    ).toEqual([
      `position: ${M.positionRequired}`,
      `description: ${M.descriptionRequired}`,
      `deadline: ${M.deadlineRequired}`,
      `applyUrl: ${M.applyUrlRequired}`,
    ]);
    // With the fields valid, the full rules speak once each (no repeats from the fallback).
    expect(messages(jobPublishSchema.safeParse({ ...base, description: '' }))).toEqual([
      `description: ${M.descriptionRequired}`,
      `deadline: ${M.deadlineRequired}`,
    ]);
  });

  it('names each message by a key that carries its English words', () => {
    for (const [name, key] of Object.entries(M)) {
      expect(key).toBe(`jobForm.${name}`);
      expect(englishText(key)).toBe(JOB_FORM_TEXTS[name as keyof typeof JOB_FORM_TEXTS]);
    }
  });
});
