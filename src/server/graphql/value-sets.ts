import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { APPLY_BLOCK_REASONS } from '../../domain/application-schemas.ts';
import { COMPANY_SIZES } from '../../domain/employer-account-schemas.ts';
import {
  APPLICATION_STATUSES,
  APPLY_WAYS,
  COMPANY_ROLES,
  COMPANY_STATUSES,
  CPA_STATUSES,
  EXPERIENCE_LEVELS,
  FILE_KINDS,
  INVITE_STATUSES,
  JOB_REVIEW_STATUSES,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TYPES,
  LANGUAGES,
  MEMBER_TYPES,
  ROLES,
} from '../../domain/enums.ts';
import { JOB_ALERT_FREQUENCIES } from '../../domain/job-alert-schemas.ts';
import { AGE_GROUPS, GENDERS, JOB_SEEKING_STATUSES } from '../../domain/profile-schemas.ts';
import { AppError } from '../lib/errors.ts';
import type { GraphqlModule } from './module.ts';

/**
 * The domain's value sets as GraphQL types, written once (in domain/) and derived here. Sets
 * whose values are GraphQL names become enums; the few whose values are not (hyphens, digits:
 * "full-time", "18-24") become scalars that accept only those values, because renaming them
 * would break stored data and shared links. Either way the generated TypeScript type on server
 * and client is the union of the values.
 */
const ENUMS = {
  ApplicationStatus: APPLICATION_STATUSES,
  ApplyBlockReason: APPLY_BLOCK_REASONS,
  ApplyWay: APPLY_WAYS,
  CompanyRole: COMPANY_ROLES,
  CompanyStatus: COMPANY_STATUSES,
  CpaStatus: CPA_STATUSES,
  ExperienceLevel: EXPERIENCE_LEVELS,
  FileKind: FILE_KINDS,
  InviteStatus: INVITE_STATUSES,
  JobAlertFrequency: JOB_ALERT_FREQUENCIES,
  JobReviewStatus: JOB_REVIEW_STATUSES,
  JobSort: JOB_SORTS,
  JobStatus: JOB_STATUSES,
  Language: LANGUAGES,
  MemberType: MEMBER_TYPES,
  Role: ROLES,
} as const satisfies Record<string, readonly string[]>;

const VALUE_SCALARS = {
  AgeGroup: AGE_GROUPS,
  CompanySize: COMPANY_SIZES,
  Gender: GENDERS,
  JobSeekingStatus: JOB_SEEKING_STATUSES,
  JobType: JOB_TYPES,
} as const satisfies Record<string, readonly string[]>;

const union = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(' | ');

/** The TypeScript type of each value scalar, for the generated code of server and client. */
export function scalarTypes(): Record<string, string> {
  return Object.fromEntries(Object.entries(VALUE_SCALARS).map(([name, values]) => [name, union(values)]));
}

function valueScalar(name: string, values: readonly string[]): GraphQLScalarType {
  const accept = (value: unknown): string => {
    if (typeof value === 'string' && values.includes(value)) return value;
    throw new AppError('BAD_USER_INPUT', `${name} must be one of: ${values.join(', ')}.`);
  };
  return new GraphQLScalarType({
    name,
    // What the database holds is sent as it is; only what arrives is checked.
    serialize: (value: unknown) => value,
    parseValue: accept,
    parseLiteral: (node: ValueNode) => accept(node.kind === Kind.STRING ? node.value : undefined),
  });
}

export const valueSetsModule: GraphqlModule = {
  typeDefs: [
    ...Object.entries(ENUMS).map(([name, values]) => `enum ${name} { ${values.join(' ')} }`),
    ...Object.entries(VALUE_SCALARS).map(([name, values]) => `"One of: ${values.join(', ')}"\nscalar ${name}`),
  ].join('\n'),
  resolvers: Object.fromEntries(
    Object.entries(VALUE_SCALARS).map(([name, values]) => [name, valueScalar(name, values)]),
  ),
};
