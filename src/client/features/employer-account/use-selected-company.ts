import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { employerAccountKeys, fetchMyCompanies } from './employer-account-api.ts';

/** The companies the user manages and the one chosen (?company=…, else the first). */
export function useSelectedCompany() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const companies = useQuery({
    queryKey: [...employerAccountKeys.companies, user?.uid],
    queryFn: fetchMyCompanies,
    enabled: Boolean(user),
  });
  const list = companies.data ?? [];
  const wanted = params.get('company');
  const selected = list.find((c) => c.id === wanted) ?? list[0] ?? null;
  const select = (id: string) =>
    setParams(
      (p) => {
        p.set('company', id);
        return p;
      },
      { replace: true },
    );
  return { companies, list, selected, select };
}
