import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql.ts';
import type { CryptoDashboardQuery, CryptoTradeInput } from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

const CRYPTO_DASHBOARD = graphql(`
  query CryptoDashboard($range: String) {
    cryptoDashboard(range: $range) {
      range
      coins {
        coin
        name
        price
        trend {
          dir
          amount
        }
        marketCap
        volume
        supply
        allTimeHigh
        updatedAt
        series {
          at
          price
        }
        spark
      }
      wallets {
        id
        coin
        amount
        valueUsd
      }
    }
  }
`);

const CRYPTO_TRADE = graphql(`
  mutation CryptoTrade($input: CryptoTradeInput!) {
    cryptoTrade(input: $input) {
      side
      coin
      price
      amountUsd
      coinAmount
      usdBalance
      coinBalance
    }
  }
`);

const IMPORT_PRICES = graphql(`
  mutation ImportCryptoPrices($csv: String!) {
    importCryptoPrices(csv: $csv) {
      imported
      days
      minutes
    }
  }
`);

export type CryptoData = CryptoDashboardQuery['cryptoDashboard'];
export type CoinData = CryptoData['coins'][number];
export type WalletData = CryptoData['wallets'][number];

const KEY = ['cryptoDashboard'] as const;

export function useCryptoDashboard(range: 'day' | 'year') {
  return useQuery({
    queryKey: [...KEY, range],
    queryFn: async () => (await request(CRYPTO_DASHBOARD, { range })).cryptoDashboard,
    placeholderData: keepPreviousData,
  });
}

export function useTrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CryptoTradeInput) => (await request(CRYPTO_TRADE, { input })).cryptoTrade,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useImportPrices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) => (await request(IMPORT_PRICES, { csv })).importCryptoPrices,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
