import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../graphql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { currencyRateKeys } from '../jobs/index.ts';

// Staff change a currency's rate; the jobs' screens read the rates (jobs feature) and follow.

const UPDATE_CURRENCY_RATE = graphql(`
  mutation UpdateCurrencyRate($input: UpdateCurrencyRateInput!) {
    updateCurrencyRate(input: $input) {
      currency
      unitsPerUsd
      updatedAt
      updatedByName
    }
  }
`);

export function useUpdateCurrencyRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { currency: string; unitsPerUsd: number }) => request(UPDATE_CURRENCY_RATE, { input }),
    // Salaries sort and filter by the new rate at once: searches are read again too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: currencyRateKeys.all }),
        client.invalidateQueries({ queryKey: ['jobs'] }),
      ]),
  });
}
