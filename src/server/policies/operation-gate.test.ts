import type { IResolvers } from 'mercurius';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/rows.ts';
import { AppError } from '../lib/errors.ts';
import { gateResolvers } from './operation-gate.ts';
import type { Viewer } from './roles.ts';

type Call = (root: unknown, args: unknown, ctx: Viewer, info: unknown) => unknown;
const person = (...role: UserRow['role']) => ({ user: { id: 'u1', role } as UserRow });
const guest: Viewer = { user: undefined };

/** The error code a call ends with, or 'ran' when the resolver ran. */
async function outcome(call: Call, viewer: Viewer): Promise<string> {
  try {
    await call(undefined, {}, viewer, undefined);
    return 'ran';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('the GraphQL gate (the access table before the resolver)', () => {
  const ran: string[] = [];
  const resolver = (name: string) => () => {
    ran.push(name);
    return name;
  };
  const gated = gateResolvers({
    Query: { apiVersion: resolver('apiVersion'), listUsers: resolver('listUsers'), notInTheTable: resolver('x') },
    Mutation: { deleteUser: resolver('deleteUser'), createNote: resolver('createNote') },
    Subscription: { chatUpdated: { subscribe: resolver('chatUpdated') } },
    Job: { title: resolver('title') },
  } as unknown as IResolvers) as unknown as Record<string, Record<string, Call & { subscribe: Call }>>;
  const query = gated.Query!;
  const mutation = gated.Mutation!;

  it('refuses an operation the table does not list, whoever asks', async () => {
    expect(await outcome(query.notInTheTable!, person('admin'))).toBe('FORBIDDEN');
    expect(ran).not.toContain('x');
  });

  it('lets anyone call a public operation', async () => {
    expect(await outcome(query.apiVersion!, guest)).toBe('ran');
  });

  it('decides the roles before the resolver runs', async () => {
    ran.length = 0;
    expect(await outcome(query.listUsers!, guest)).toBe('UNAUTHENTICATED');
    expect(await outcome(query.listUsers!, person('user'))).toBe('FORBIDDEN');
    expect(await outcome(mutation.createNote!, person('user'))).toBe('FORBIDDEN');
    expect(ran).toEqual([]);
    expect(await outcome(query.listUsers!, person('staff'))).toBe('ran');
    expect(await outcome(mutation.createNote!, person('admin'))).toBe('ran');
  });

  it('checks a subscription when it is subscribed to', async () => {
    expect(await outcome(gated.Subscription!.chatUpdated!.subscribe, person('user'))).toBe('FORBIDDEN');
    expect(await outcome(gated.Subscription!.chatUpdated!.subscribe, person('staff'))).toBe('ran');
  });

  it('leaves the fields of other types alone', () => {
    expect(gated.Job!.title!(undefined, {}, guest, undefined)).toBe('title');
  });
});
