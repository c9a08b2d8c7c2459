import { describe, expect, it } from 'vitest';
import { jobSearchPath, readJobSearchParams, toJobSearchFilter, withoutFilters } from './job-search-params.ts';

describe('job search URL', () => {
  it('reads keywords, filters and sort and writes them back the same', () => {
    const p = readJobSearchParams(
      'senior accountant',
      new URLSearchParams(
        'type=full-time&type=contract&level=senior&industry=Banking&location=Istanbul&salaryMin=50000&cpa=1&remote=1&posted=7&sort=newest',
      ),
    );
    expect(p).toEqual({
      keywords: 'senior accountant',
      type: ['full-time', 'contract'],
      level: ['senior'],
      industry: ['Banking'],
      location: 'Istanbul',
      salaryMin: 50000,
      cpa: true,
      remote: true,
      posted: 7,
      sort: 'newest',
      exact: false,
    });
    expect(jobSearchPath(p)).toBe(
      '/job/search/senior%20accountant?type=full-time&type=contract&level=senior&industry=Banking&location=Istanbul&salaryMin=50000&cpa=1&remote=1&posted=7&sort=newest',
    );
    expect(toJobSearchFilter(p)).toMatchObject({
      type: ['full-time', 'contract'],
      experienceLevel: ['senior'],
      requiresCPA: true,
      postedWithinDays: 7,
    });
  });

  it('treats "all" as no keywords and ignores values it does not know', () => {
    const p = readJobSearchParams(
      'all',
      new URLSearchParams('type=spaceship&level=senior&salaryMin=-5&posted=abc&sort=random&cpa=no'),
    );
    expect(p).toMatchObject({
      keywords: '',
      type: [],
      level: ['senior'],
      salaryMin: undefined,
      posted: undefined,
      sort: undefined,
      cpa: false,
    });
    expect(jobSearchPath(p)).toBe('/job/search/all?level=senior');
    expect(toJobSearchFilter(p)).toMatchObject({ type: null, requiresCPA: null, location: null });
  });

  it('keeps "search the words as typed" in the URL, and clears filters but not words or sort', () => {
    const p = readJobSearchParams('acountant', new URLSearchParams('exact=1&type=contract&remote=1&sort=newest'));
    expect(p.exact).toBe(true);
    expect(jobSearchPath(p)).toBe('/job/search/acountant?type=contract&remote=1&sort=newest&exact=1');
    expect(jobSearchPath(withoutFilters(p))).toBe('/job/search/acountant?sort=newest');
  });

  it('keeps the currency of the minimum salary, and only with a minimum', () => {
    const p = readJobSearchParams('all', new URLSearchParams('salaryMin=60000&salaryCurrency=try'));
    expect(p).toMatchObject({ salaryMin: 60000, salaryCurrency: 'TRY' });
    expect(jobSearchPath(p)).toBe('/job/search/all?salaryMin=60000&salaryCurrency=TRY');
    expect(toJobSearchFilter(p)).toMatchObject({ salaryMin: 60000, salaryCurrency: 'TRY' });

    const unknown = readJobSearchParams('all', new URLSearchParams('salaryMin=1&salaryCurrency=XYZ'));
    expect(unknown.salaryCurrency).toBeUndefined();

    const noMinimum = readJobSearchParams('all', new URLSearchParams('salaryCurrency=AED'));
    expect(jobSearchPath(noMinimum)).toBe('/job/search/all');
    expect(toJobSearchFilter(noMinimum)).toMatchObject({ salaryMin: null, salaryCurrency: null });
  });
});
