import { describe, expect, it } from 'vitest';
import {
  APPLICANT_MESSAGES,
  APPLICANT_TEXTS,
  EMPLOYER_STATUSES,
  applicantFilterSchema,
  updateJobApplicationSchema,
} from './applicant-schemas.ts';
import { englishText } from './messages.ts';

const id = '6f1c2a52-3c1e-4c55-9c1e-2f7f3b1a9d10';

describe('the employer’s application input', () => {
  it('lets employers choose every status but withdrawn', () => {
    expect(EMPLOYER_STATUSES).toEqual([
      'submitted',
      'reviewing',
      'shortlisted',
      'interviewing',
      'offered',
      'hired',
      'rejected',
    ]);
    const withdrawn = updateJobApplicationSchema.safeParse({ id, status: 'withdrawn' });
    expect(withdrawn.success).toBe(false);
    expect(withdrawn.error?.issues[0]?.message).toBe(APPLICANT_MESSAGES.withdrawnIsApplicants);
    expect(updateJobApplicationSchema.safeParse({ id, status: 'maybe' }).error?.issues[0]?.message).toBe(
      APPLICANT_MESSAGES.statusInvalid,
    );
    expect(updateJobApplicationSchema.parse({ id, status: 'hired' }).status).toBe('hired');
  });

  it('trims, de-duplicates and bounds group names', () => {
    expect(
      updateJobApplicationSchema.parse({ id, jobManagerGroups: [' Audit ', 'audit', '', 'Tax'] }).jobManagerGroups,
    ).toEqual(['Audit', 'Tax']);
    expect(updateJobApplicationSchema.safeParse({ id, jobManagerGroups: ['x'.repeat(41)] }).success).toBe(false);
    expect(
      updateJobApplicationSchema.safeParse({ id, jobManagerGroups: Array.from({ length: 11 }, (_, i) => `G${i}`) })
        .success,
    ).toBe(false);
    expect(
      updateJobApplicationSchema.safeParse({ id, jobManagerGroups: Array.from({ length: 10 }, (_, i) => `G${i}`) })
        .success,
    ).toBe(true);
  });

  it('keeps a note trimmed and bounded; an empty one clears it', () => {
    expect(updateJobApplicationSchema.parse({ id, note: '  call back  ' }).note).toBe('call back');
    expect(updateJobApplicationSchema.parse({ id, note: '   ' }).note).toBeNull();
    expect(updateJobApplicationSchema.safeParse({ id, note: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('needs something to change and a valid id', () => {
    expect(updateJobApplicationSchema.safeParse({ id }).error?.issues[0]?.message).toBe(
      APPLICANT_MESSAGES.nothingToChange,
    );
    expect(updateJobApplicationSchema.safeParse({ id: 'nope', shortlist: true }).success).toBe(false);
    expect(updateJobApplicationSchema.safeParse({ id, shortlist: true, extra: 1 }).success).toBe(false);
  });

  it('reads the list filter, and each message is a key with its English words', () => {
    expect(applicantFilterSchema.parse(undefined)).toBeUndefined();
    expect(applicantFilterSchema.parse({ status: 'withdrawn', query: '  ayşe ' })).toEqual({
      status: 'withdrawn',
      query: 'ayşe',
    });
    expect(applicantFilterSchema.safeParse({ status: 'nope' }).success).toBe(false);
    expect(APPLICANT_MESSAGES.noteTooLong).toBe('applicants.noteTooLong');
    expect(englishText(APPLICANT_MESSAGES.noteTooLong)).toBe(APPLICANT_TEXTS.noteTooLong);
    expect(englishText('something else')).toBeUndefined();
  });
});
