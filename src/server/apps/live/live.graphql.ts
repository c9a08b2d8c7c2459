import type { GraphqlModule } from '../../graphql/module.ts';

// The subscription root the apps extend (notifications, mail, chat). Subscriptions run only over
// the WebSocket at /api/graphql, signed in by the connection's bearer token.
export const liveModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type Subscription {
      "Answers true at once: a client's check that its live connection works."
      liveReady: Boolean!
    }
  `,
  resolvers: {
    Subscription: {
      liveReady: {
        subscribe: async function* () {
          yield { liveReady: true };
        },
      },
    },
  },
};
