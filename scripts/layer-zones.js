// Which folder may import which: the zones of import/no-restricted-paths. A zone forbids
// `target` to import anything under `from`, except the `except` paths (relative to each `from`).
// Kept apart from eslint.config.js so scripts/layer-zones.test.ts can check the rules themselves.

const CLIENT = 'src/client';
const SERVER = 'src/server';

/** Server folders every feature may use directly: the building blocks below the features. */
export const SERVER_SHARED = ['lib', 'db', 'graphql', 'policies', 'mail', 'seed', 'test-support'];
/** Shared server folders that still use some features (through their index.ts), e.g. a mapper's type. */
const SERVER_SHARED_ABOVE_FLOOR = ['graphql', 'policies', 'mail', 'seed', 'test-support'];

const INDEX_ONLY =
  'Use another feature through its index.ts, the public surface it chooses; its other files are its own.';

/**
 * @param {{ clientFeatures: string[], serverFolders: string[] }} folders
 * @returns {{ target: string | string[], from: string | string[], except?: string[], message: string }[]}
 */
export function layerZones({ clientFeatures, serverFolders }) {
  const serverFeatures = serverFolders.filter((name) => !SERVER_SHARED.includes(name));
  const others = (list, name) => list.filter((other) => other !== name);
  return [
    // The two sides meet only in src/domain, which imports neither.
    { target: CLIENT, from: SERVER, message: 'The client cannot import server code; share it through src/domain.' },
    { target: SERVER, from: CLIENT, message: 'The server cannot import client code; share it through src/domain.' },
    {
      target: 'src/domain',
      from: [CLIENT, SERVER],
      message: 'src/domain is shared by client and server and imports neither.',
    },

    // Client: app/ composes; features sit on shell/, components/, lib/ and i18n/, which never reach up.
    {
      target: [`${CLIENT}/features`, `${CLIENT}/shell`, `${CLIENT}/components`, `${CLIENT}/lib`, `${CLIENT}/i18n`],
      from: `${CLIENT}/app`,
      message: 'Only app/ (and main.tsx) may import app/: it composes the rest.',
    },
    {
      target: [`${CLIENT}/shell`, `${CLIENT}/components`, `${CLIENT}/lib`, `${CLIENT}/i18n`],
      from: `${CLIENT}/features`,
      message: 'Shared layers cannot import a feature; move the shared piece down into components/ or lib/.',
    },
    {
      target: [`${CLIENT}/components`, `${CLIENT}/lib`, `${CLIENT}/i18n`],
      from: `${CLIENT}/shell`,
      message: 'components/, lib/ and i18n/ cannot import the shell.',
    },
    {
      target: [`${CLIENT}/lib`, `${CLIENT}/i18n`],
      from: `${CLIENT}/components`,
      message: 'lib/ and i18n/ cannot import components/.',
    },
    ...clientFeatures.map((name) => ({
      target: `${CLIENT}/features/${name}`,
      from: others(clientFeatures, name).map((other) => `${CLIENT}/features/${other}`),
      except: ['./index.ts'],
      message: INDEX_ONLY,
    })),

    // Server: app.ts, graphql-plugin.ts and main.ts compose; nothing imports them back.
    {
      // test-support builds a whole app for the API tests.
      target: serverFolders.filter((name) => name !== 'test-support').map((name) => `${SERVER}/${name}`),
      from: [`${SERVER}/app.ts`, `${SERVER}/graphql-plugin.ts`, `${SERVER}/main.ts`],
      message: 'Only the composition root (main.ts, app.ts) imports app.ts and graphql-plugin.ts.',
    },
    // Fixtures and test servers stay out of what ships.
    {
      target: [`${SERVER}/!(test-support)/**/!(*.test).ts`, `${SERVER}/!(*.test).ts`],
      from: [`${SERVER}/test-support/**`],
      message: 'Production code cannot import test-support/; only tests may.',
    },
    // The demo data is written by the seed alone: live code never imports it (so a real deployment
    // cannot grow sample content from a read path).
    {
      target: [`${SERVER}/!(seed|test-support)/**/!(*.test).ts`],
      from: `${SERVER}/seed`,
      message: 'Live code cannot import seed/: sample content is written only when the demo data is loaded.',
    },
    // lib/ and db/ are the floor: they know no feature, no GraphQL and no policy.
    {
      target: [`${SERVER}/lib`, `${SERVER}/db`],
      from: [...serverFeatures, ...SERVER_SHARED_ABOVE_FLOOR].map((name) => `${SERVER}/${name}`),
      message: 'lib/ and db/ are the bottom layer: they cannot import features or the other shared folders.',
    },
    // Features, and the shared folders above the floor, use a feature only through its index.ts.
    ...[...serverFeatures, ...SERVER_SHARED_ABOVE_FLOOR].map((name) => ({
      target: `${SERVER}/${name}`,
      from: others(serverFeatures, name).map((other) => `${SERVER}/${other}`),
      except: ['./index.ts'],
      message: INDEX_ONLY,
    })),
  ];
}
