import type { GraphqlModule } from '../graphql/module.ts';
import { requireUser } from '../policies/roles.ts';
import { toJobAlert } from './job-alert-mapper.ts';
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from './job-alert-service.ts';

export const jobAlertsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A saved search that e-mails its owner the new jobs it finds."
    type JobAlert {
      id: ID!
      name: String!
      frequency: JobAlertFrequency!
      "The search's keywords ('' for none), as the search page's path holds them."
      keywords: String!
      "The search's filters and sort, as the search page's query string holds them."
      query: String!
      "The search page's path and query that runs this search."
      searchPath: String!
      "Mails stopped (by the mail's unsubscribe link or the alerts page)."
      unsubscribed: Boolean!
      lastSentAt: String
      createdAt: String!
    }
    input CreateJobAlertInput {
      name: String!
      frequency: JobAlertFrequency!
      "The search page's keywords path segment ('all' or empty for none)."
      keywords: String
      "The search page's query string (filters and sort)."
      query: String
    }
    input UpdateJobAlertInput {
      id: ID!
      name: String
      frequency: JobAlertFrequency
      unsubscribed: Boolean
    }
    extend type Query {
      "The signed-in person's job alerts, oldest first."
      myJobAlerts: [JobAlert!]!
    }
    extend type Mutation {
      createJobAlert(input: CreateJobAlertInput!): JobAlert!
      updateJobAlert(input: UpdateJobAlertInput!): JobAlert!
      deleteJobAlert(id: ID!): JobAlert!
    }
  `,
  resolvers: {
    Query: {
      myJobAlerts: async (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return (await listJobAlerts(ctx.db, user.id)).map(toJobAlert);
      },
    },
    Mutation: {
      createJobAlert: async (_root, { input }, ctx) =>
        toJobAlert(await createJobAlert(ctx.db, requireUser(ctx), input)),
      updateJobAlert: async (_root, { input: { id, ...changes } }, ctx) =>
        toJobAlert(await updateJobAlert(ctx.db, requireUser(ctx), id, changes)),
      deleteJobAlert: async (_root, { id }, ctx) => toJobAlert(await deleteJobAlert(ctx.db, requireUser(ctx), id)),
    },
  },
};
