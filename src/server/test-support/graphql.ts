import type { TestApp } from './test-app.ts';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Sends one GraphQL operation through the real HTTP route. */
export async function gql<T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  auth: { token?: string; apiKey?: string } = {},
): Promise<GraphqlResponse<T>> {
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.apiKey) headers['x-api-key'] = auth.apiKey;
  const res = await t.app.inject({ method: 'POST', url: '/api/graphql', headers, payload: { query, variables } });
  const body = res.json() as { data?: T | null; errors?: GraphqlResponse['errors'] };
  return { status: res.statusCode, data: body.data ?? null, errors: body.errors };
}

export async function signInAs(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

export const DEMO = {
  admin: ['admin@cpa-careers.test', 'Admin12345!'],
  staff: ['staff@cpa-careers.test', 'Staff12345!'],
  seeker: ['seeker@cpa-careers.test', 'Seeker12345!'],
  ayse: ['ayse@cpa-careers.test', 'Seeker12345!'],
  employer: ['employer@cpa-careers.test', 'Employer12345!'],
  isveren: ['isveren@cpa-careers.test', 'Employer12345!'],
} as const;
