import type { GraphqlModule } from '../../graphql/module.ts';
import { requireBudgetEditor, requireDashboardViewer } from '../../policies/dashboards.ts';
import { dashboardNow } from '../../lib/dashboard-clock.ts';
import { projectDashboard, updateBudget } from './project-dashboard-service.ts';

export const projectDashboardModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    """
    Which range each project dashboard widget shows (SPEC section 4). The figures are counted from the
    staff's tasks and scrumboard cards and the viewer's calendar (project-dashboard-service.ts says how).
    """
    input ProjectDashboardRanges {
      "DY (yesterday), DT (today, the default) or DTM (tomorrow)."
      summary: String
      "The issues' week: this-week (default) or last-week."
      issues: String
      "this-week (default) or last-week."
      taskDistribution: String
      "today (default) or tomorrow."
      schedule: String
    }
    "The tasks and cards due on one day."
    type ProjectSummary {
      range: String!
      "The day shown (YYYY-MM-DD, UTC)."
      day: String!
      due: Int!
      "Those of them done."
      completed: Int!
    }
    type ProjectOverdue {
      "Open tasks and cards due before today."
      tasks: Int!
      "Those of them already overdue yesterday (due before yesterday)."
      fromYesterday: Int!
    }
    "Tasks tagged and cards labelled Bug."
    type ProjectIssuesToday {
      "Not done, now."
      open: Int!
      "Written today."
      opened: Int!
      "Closed today."
      closed: Int!
    }
    "Feature work: tagged Api, Backend or Frontend, or labelled Development or Feature, and not a bug."
    type ProjectFeatures {
      "Not done yet."
      proposed: Int!
      "Closed this week."
      implemented: Int!
    }
    type ProjectIssueDay {
      day: String!
      "Issues written that day."
      new: Int!
      "Issues closed that day."
      closed: Int!
    }
    type ProjectIssueOverview {
      "Written in the week."
      new: Int!
      "Closed in the week."
      closed: Int!
      "Open now."
      open: Int!
      "Open and due before today."
      overdue: Int!
      "Open and tagged Urgent or of high priority."
      urgent: Int!
    }
    "The issues (Bug) written and closed each day of a week."
    type ProjectIssueWeek {
      range: String!
      days: [ProjectIssueDay!]!
      overview: ProjectIssueOverview!
    }
    type ProjectTagCount {
      "A task's tag or a card's label, as written."
      tag: String!
      count: Int!
    }
    "The week's work: what is due in it by tag, what was written and what was closed in it."
    type ProjectTaskDistribution {
      range: String!
      "The tasks and cards due in the week, under each of their tags (most first)."
      tags: [ProjectTagCount!]!
      "Tasks and cards due in the week."
      due: Int!
      newTasks: Int!
      completedTasks: Int!
    }
    "One of the viewer's calendar events."
    type ProjectEvent {
      id: ID!
      title: String!
      startsAt: String!
      "For an all-day event the day after its last (exclusive)."
      endsAt: String!
      allDay: Boolean!
      "The event's label, as written."
      label: String!
      "personal, work or appointments for a starter label not renamed (the client names it)."
      labelKey: String
      color: String!
    }
    type ProjectSchedule {
      range: String!
      day: String!
      events: [ProjectEvent!]!
    }
    "One category of the project's budget, in US dollars; the percentages follow from the amounts."
    type ProjectBudget {
      type: String!
      total: Float!
      expensesAmount: Float!
      expensesPercentage: Float!
      remainingAmount: Float!
      remainingPercentage: Float!
      "When an admin last set it; null for a category never entered (0 of 0)."
      updatedAt: String
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
      issueWeek: ProjectIssueWeek!
      taskDistribution: ProjectTaskDistribution!
      schedule: ProjectSchedule!
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
        const viewer = requireDashboardViewer(ctx);
        const clean = Object.fromEntries(Object.entries(ranges ?? {}).filter(([, v]) => v != null));
        return projectDashboard(ctx.db, viewer.id, clean, dashboardNow());
      },
    },
    Mutation: {
      updateProjectBudget: async (_root, { input }, ctx) => updateBudget(ctx.db, requireBudgetEditor(ctx).id, input),
    },
  },
};
