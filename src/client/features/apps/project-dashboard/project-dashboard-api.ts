import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql.ts';
import type {
  ProjectDashboardQuery,
  ProjectDashboardRanges,
  UpdateProjectBudgetInput,
} from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

const PROJECT_DASHBOARD = graphql(`
  query ProjectDashboard($ranges: ProjectDashboardRanges) {
    projectDashboard(ranges: $ranges) {
      today
      summary {
        range
        day
        due
        completed
      }
      overdue {
        tasks
        fromYesterday
      }
      issues {
        open
        opened
        closed
      }
      features {
        proposed
        implemented
      }
      issueWeek {
        range
        days {
          day
          new
          closed
        }
        overview {
          new
          closed
          open
          overdue
          urgent
        }
      }
      taskDistribution {
        range
        tags {
          tag
          count
        }
        due
        newTasks
        completedTasks
      }
      schedule {
        range
        day
        events {
          id
          title
          startsAt
          endsAt
          allDay
          label
          labelKey
          color
        }
      }
      budget {
        type
        total
        expensesAmount
        expensesPercentage
        remainingAmount
        remainingPercentage
      }
      teamMembers {
        id
        avatar
        name
        email
        phone
        title
        role
      }
    }
  }
`);

const UPDATE_PROJECT_BUDGET = graphql(`
  mutation UpdateProjectBudget($input: UpdateProjectBudgetInput!) {
    updateProjectBudget(input: $input) {
      type
      total
      expensesAmount
      expensesPercentage
      remainingAmount
      remainingPercentage
    }
  }
`);

export type ProjectDashboardData = ProjectDashboardQuery['projectDashboard'];
export type BudgetLine = ProjectDashboardData['budget'][number];
export type Ranges = Required<{ [K in keyof ProjectDashboardRanges]: string }>;

const KEY = ['projectDashboard'] as const;

/** The dashboard in the chosen ranges; the previous figures stay on screen while a switch loads. */
export function useProjectDashboard(ranges: Ranges) {
  return useQuery({
    queryKey: [...KEY, ranges],
    queryFn: async () => (await request(PROJECT_DASHBOARD, { ranges })).projectDashboard,
    placeholderData: keepPreviousData,
  });
}

export function useUpdateBudget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProjectBudgetInput) =>
      (await request(UPDATE_PROJECT_BUDGET, { input })).updateProjectBudget,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
