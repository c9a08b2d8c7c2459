import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ManagedCompany } from './employer-jobs-api.ts';

const STORAGE_KEY = 'employerJobs.companyId';

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The company whose jobs the screen shows, for employers who manage several: the `company`
 * search parameter, else the last one chosen, else the first (oldest) company.
 */
export function useSelectedCompany(companies: ManagedCompany[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('company') ?? stored();
  const company = companies?.find((c) => c.id === wanted) ?? companies?.[0];
  const select = useCallback(
    (id: string) => {
      try {
        localStorage.setItem(STORAGE_KEY, id);
      } catch {
        // Private mode: the choice lasts as long as the URL.
      }
      setParams(
        (p) => {
          p.set('company', id);
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { company, select };
}
