import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsRangeInput } from '../../../../domain/analytics-schemas.ts';
import { graphql } from '../../../graphql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

const ANALYTICS_DASHBOARD = graphql(`
  query AnalyticsDashboard($range: AnalyticsRangeInput!) {
    analyticsDashboard(range: $range) {
      from
      to
      previousFrom
      previousTo
      conversionRate
      previousConversionRate
      demoDays
      rolledAt
      totals {
        ...AnalyticsFigureFields
      }
      previousTotals {
        ...AnalyticsFigureFields
      }
      days {
        day
        figures {
          ...AnalyticsFigureFields
        }
      }
      previousDays {
        day
        figures {
          ...AnalyticsFigureFields
        }
      }
      languages {
        key
        visitors
        pageViews
      }
      genders {
        key
        count
      }
      ages {
        key
        count
      }
    }
  }
  fragment AnalyticsFigureFields on AnalyticsFigures {
    pageViews
    visitors
    newVisitors
    returningVisitors
    visits
    impressions
    applications
    signUps
    conversions
  }
`);

const ROLL_UP_ANALYTICS = graphql(`
  mutation RollUpAnalytics {
    rollUpAnalytics
  }
`);

export const analyticsKeys = { all: ['analytics'] as const };

export function useAnalyticsDashboard(range: AnalyticsRangeInput) {
  return useQuery({
    queryKey: [...analyticsKeys.all, range],
    queryFn: async () => (await request(ANALYTICS_DASHBOARD, { range })).analyticsDashboard,
    // A range switch keeps the old figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export type AnalyticsData = NonNullable<ReturnType<typeof useAnalyticsDashboard>['data']>;
export type Figures = AnalyticsData['totals'];

export function useRollUpAnalytics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(ROLL_UP_ANALYTICS, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.all }),
  });
}
