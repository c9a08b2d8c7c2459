import type { GraphqlModule } from '../../graphql/module.ts';
import { requireBudgetEditor, requireDashboardViewer } from '../../policies/dashboards.ts';
import { dashboardNow } from '../../lib/dashboard-clock.ts';
import { projectDashboard, updateBudget } from './project-dashboard-service.ts';

export const projectDashboardModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "Which range each project dashboard widget shows (SPEC section 4)."
    input ProjectDashboardRanges {
      "DY (yesterday), DT (today, the default) or DTM (tomorrow)."
      summary: String
      "this-week (default) or last-week."
      githubIssues: String
      "this-week (default) or last-week."
      taskDistribution: String
      "today (default) or tomorrow."
      schedule: String
      "this-year (default) or last-year."
      monthlyExpenses: String
    }
    type ProjectSummary {
      range: String!
      "The day shown (YYYY-MM-DD, UTC)."
      day: String!
      due: Int!
      completed: Int!
    }
    type ProjectOverdue {
      tasks: Int!
      fromYesterday: Int!
    }
    type ProjectIssuesToday {
      opened: Int!
      closed: Int!
    }
    type ProjectFeatures {
      proposed: Int!
      implemented: Int!
    }
    type ProjectIssueDay {
      day: String!
      new: Int!
      closed: Int!
    }
    type ProjectIssueOverview {
      new: Int!
      closed: Int!
      fixed: Int!
      wontFix: Int!
      reopened: Int!
      needsTriage: Int!
    }
    type ProjectGithubIssues {
      range: String!
      days: [ProjectIssueDay!]!
      overview: ProjectIssueOverview!
    }
    type ProjectTaskDistribution {
      range: String!
      api: Int!
      backend: Int!
      frontend: Int!
      issues: Int!
      newTasks: Int!
      completedTasks: Int!
    }
    type ProjectEvent {
      id: ID!
      "A sample title key the client translates, or a title as written."
      title: String!
      startsAt: String!
      endsAt: String
      location: String
    }
    type ProjectSchedule {
      range: String!
      day: String!
      events: [ProjectEvent!]!
    }
    type ProjectExpensePoint {
      "The period's first day (YYYY-MM-DD)."
      start: String!
      "US dollars."
      amount: Float!
    }
    type ProjectExpenses {
      amount: Float!
      series: [ProjectExpensePoint!]!
    }
    type ProjectMonthlyExpenses {
      range: String!
      year: Int!
      amount: Float!
      series: [ProjectExpensePoint!]!
    }
    "One category of the project's budget, in US dollars; the percentages follow from the amounts."
    type ProjectBudget {
      type: String!
      total: Float!
      expensesAmount: Float!
      expensesPercentage: Float!
      remainingAmount: Float!
      remainingPercentage: Float!
      updatedAt: String!
    }
    type TeamMember {
      id: ID!
      avatar: String
      name: String!
      email: String!
      phone: String
      title: String
      "admin or staff."
      role: String!
    }
    type ProjectDashboard {
      "Today (YYYY-MM-DD, UTC) as the server counts it."
      today: String!
      summary: ProjectSummary!
      overdue: ProjectOverdue!
      issues: ProjectIssuesToday!
      features: ProjectFeatures!
      githubIssues: ProjectGithubIssues!
      taskDistribution: ProjectTaskDistribution!
      schedule: ProjectSchedule!
      weeklyExpenses: ProjectExpenses!
      monthlyExpenses: ProjectMonthlyExpenses!
      yearlyExpenses: ProjectExpenses!
      budget: [ProjectBudget!]!
      teamMembers: [TeamMember!]!
    }
    input UpdateProjectBudgetInput {
      type: String!
      total: Float!
      expensesAmount: Float!
    }
    extend type Query {
      "Staff and admin: the project dashboard, each widget in its range."
      projectDashboard(ranges: ProjectDashboardRanges): ProjectDashboard!
    }
    extend type Mutation {
      "Admin: set one budget category's total and expenses (USD)."
      updateProjectBudget(input: UpdateProjectBudgetInput!): ProjectBudget!
    }
  `,
  resolvers: {
    Query: {
      projectDashboard: async (_root, { ranges }, ctx) => {
        requireDashboardViewer(ctx);
        const clean = Object.fromEntries(Object.entries(ranges ?? {}).filter(([, v]) => v != null));
        return projectDashboard(ctx.db, clean, dashboardNow());
      },
    },
    Mutation: {
      updateProjectBudget: async (_root, { input }, ctx) => updateBudget(ctx.db, requireBudgetEditor(ctx).id, input),
    },
  },
};
