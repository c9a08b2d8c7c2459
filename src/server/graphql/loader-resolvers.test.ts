import { describe, expect, it } from 'vitest';
import { loaderResolvers } from './loader-resolvers.ts';

type Parent = { id: string; title: string };
type Query = { obj: Parent; params: { upper?: boolean } };

/** A loader of `Job.label` that records each batch it is given. */
function labels() {
  const batches: Query[][] = [];
  const resolvers = loaderResolvers({
    Job: {
      label: async (queries, context) => {
        batches.push(queries as Query[]);
        return (queries as Query[]).map(({ obj, params }) => {
          const label = `${obj.id}:${obj.title}:${(context as { who: string }).who}`;
          return params.upper ? label.toUpperCase() : label;
        });
      },
    },
  });
  const label = resolvers.Job!.label!;
  return { batches, resolve: (obj: Parent, params: Query['params'], context: object) => label(obj, params, context) };
}

describe('loaderResolvers', () => {
  it('answers every parent of one operation in one batch, with its own arguments and the context', async () => {
    const { batches, resolve } = labels();
    const context = { who: 'ann' };
    const answers = await Promise.all([
      resolve({ id: '1', title: 'Audit' }, {}, context),
      resolve({ id: '2', title: 'Tax' }, { upper: true }, context),
      resolve({ id: '3', title: 'Payroll' }, {}, context),
    ]);
    expect(answers).toEqual(['1:Audit:ann', '2:TAX:ANN', '3:Payroll:ann']);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((q) => q.obj.id)).toEqual(['1', '2', '3']);
  });

  it('keeps nothing between batches: a subscription’s next event reads its parent afresh', async () => {
    const { batches, resolve } = labels();
    const subscription = { who: 'bob' }; // one context for every event of a subscription
    expect(await resolve({ id: '1', title: 'Audit' }, {}, subscription)).toBe('1:Audit:bob');
    expect(await resolve({ id: '1', title: 'Audit, renamed' }, {}, subscription)).toBe('1:Audit, renamed:bob');
    expect(batches).toHaveLength(2);
  });

  it('gives each operation its own batches', async () => {
    const { batches, resolve } = labels();
    const [a, b] = await Promise.all([
      resolve({ id: '1', title: 'Audit' }, {}, { who: 'ann' }),
      resolve({ id: '1', title: 'Audit' }, {}, { who: 'bob' }),
    ]);
    expect([a, b]).toEqual(['1:Audit:ann', '1:Audit:bob']);
    expect(batches).toHaveLength(2);
  });
});
