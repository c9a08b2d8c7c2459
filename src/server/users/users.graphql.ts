import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../domain/constants.ts';
import { inArray } from 'drizzle-orm';
import type { GraphqlContext } from '../graphql/context.ts';
import { requireStaff, requireUser } from '../policies/roles.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { licenses } from '../db/schema/index.ts';
import { createAccountService } from './account-service.ts';
import { createCpaService } from './cpa-service.ts';
import { createExperienceService } from './experience-service.ts';
import { createSavedJobsService } from './saved-jobs-service.ts';
import { toEducation, toLicense, toWork } from './user-mapper.ts';
import { createUsersService } from './users-service.ts';

// Resolvers stay thin: each checks who is asking and hands over to a service (the rules).
const usersOf = (ctx: GraphqlContext) => createUsersService(ctx.db);
const experienceOf = (ctx: GraphqlContext) => createExperienceService(ctx.db);

/** Child lists default to 100 entries; SPEC section 7's update response asks for 10 with `limit`. */
const cap = <T>(list: T[], limit: number | null | undefined) =>
  list.slice(0, Math.min(Math.max(limit ?? LIST_DEFAULT_LIMIT, 0), LIST_MAX_LIMIT));

const datedFields = /* GraphQL */ `
  "YYYY-MM-DD"
  start: String
  "YYYY-MM-DD, not before start; empty while current"
  end: String
  current: Boolean
`;

export const usersModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A person: the sign-in account and the job seeker profile (SPEC section 3). id = userID = the client record's uid."
    type User {
      id: ID!
      userID: ID!
      fullName: String
      firstName: String
      lastName: String
      email: String!
      mobile: String
      "ISO 3166 country (e.g. TR), the country of the mobile number"
      countryCode: String
      location: String
      gender: Gender
      ageGroup: AgeGroup
      dateOfBirth: String
      "The interface and e-mail language"
      language: Language!
      linkedIn: String
      skill: String
      summary: String
      "Photo URL"
      icon: String
      memberType: MemberType!
      jobStatus: JobSeekingStatus
      "True only when the portal staff confirmed a CPA claim."
      isCPA: Boolean!
      cpaStatus: CpaStatus!
      "The license a CPA claim rests on."
      cpaLicense: License
      "The staff's note on the last CPA review."
      cpaReviewNote: String
      privacyChecked: Boolean!
      role: [Role!]!
      emailVerified: Boolean!
      "Saved job ids"
      likedJobs: [ID!]!
      "Ids of the jobs applied to"
      appliedJobs: [ID!]!
      createdAt: String!
      updatedAt: String!
      work(limit: Int): [Work!]!
      education(limit: Int): [Education!]!
      licenses(limit: Int): [License!]!
    }
    type Work {
      id: ID!
      userID: ID!
      title: String!
      company: String!
      start: String
      end: String
      current: Boolean!
      description: String
      createdAt: String!
      updatedAt: String!
    }
    type Education {
      id: ID!
      userID: ID!
      school: String!
      degree: String
      start: String
      end: String
      current: Boolean!
      createdAt: String!
      updatedAt: String!
    }
    "A professional license; a CPA claim needs its issuing organization and number."
    type License {
      id: ID!
      userID: ID!
      "The license's title, e.g. Certified Public Accountant"
      name: String!
      "The issuing body"
      organization: String
      "The license number as the issuing body writes it (at most 50 characters)"
      number: String
      start: String
      end: String
      current: Boolean!
      createdAt: String!
      updatedAt: String!
    }
    type ModelUserConnection { items: [User!]!, nextToken: String }
    input ModelUserFilterInput {
      id: ModelIDInput
      email: ModelStringInput
      fullName: ModelStringInput
      firstName: ModelStringInput
      lastName: ModelStringInput
      location: ModelStringInput
      countryCode: ModelStringInput
      memberType: ModelStringInput
      jobStatus: ModelStringInput
      language: ModelStringInput
      isCPA: ModelBooleanInput
      cpaStatus: ModelStringInput
      and: [ModelUserFilterInput]
      or: [ModelUserFilterInput]
      not: ModelUserFilterInput
    }
    input CreateUserInput {
      email: String!
      firstName: String!
      lastName: String!
      fullName: String
      mobile: String
      countryCode: String
      location: String
      gender: String
      ageGroup: String
      dateOfBirth: String
      language: String
      linkedIn: String
      skill: String
      summary: String
      icon: String
      memberType: String
      jobStatus: String
      privacyChecked: Boolean
    }
    "A patch: absent fields are left alone, null or empty text clears a field."
    input UpdateUserInput {
      id: ID!
      firstName: String
      lastName: String
      fullName: String
      mobile: String
      countryCode: String
      location: String
      gender: String
      ageGroup: String
      dateOfBirth: String
      language: String
      linkedIn: String
      skill: String
      summary: String
      icon: String
      jobStatus: String
      privacyChecked: Boolean
      "Staff and admin only, never on themselves; isCPA true is the same as cpaStatus confirmed."
      isCPA: Boolean
      "Staff and admin only, never on themselves."
      cpaStatus: String
      "Staff and admin only."
      cpaReviewNote: String
      "Staff and admin only."
      memberType: String
      "Admin only, never on themselves."
      role: [String!]
    }
    input CreateWorkInput { userID: ID, title: String!, company: String!, description: String, ${datedFields} }
    input UpdateWorkInput { id: ID!, userID: ID, title: String, company: String, description: String, ${datedFields} }
    input CreateEducationInput { userID: ID, school: String!, degree: String, ${datedFields} }
    input UpdateEducationInput { id: ID!, userID: ID, school: String, degree: String, ${datedFields} }
    input CreateLicenseInput { userID: ID, name: String!, organization: String, number: String, ${datedFields} }
    input UpdateLicenseInput { id: ID!, userID: ID, name: String, organization: String, number: String, ${datedFields} }
    extend type Query {
      "Your own record; the portal staff may read anyone's."
      getUser(id: ID!): User
      "Staff and admin only."
      listUsers(filter: ModelUserFilterInput, limit: Int, nextToken: String): ModelUserConnection!
      "Everything the portal holds about you, as a JSON document."
      exportMyData: String!
    }
    extend type Mutation {
      "Staff and admin: create a member's record (e.g. registered at the body's office). It has no usable password until the person sets one with 'Forgot password'."
      createUser(input: CreateUserInput!): User!
      updateUser(input: UpdateUserInput!): User!
      createWork(input: CreateWorkInput!): Work!
      updateWork(input: UpdateWorkInput!): Work!
      deleteWork(input: DeleteInput!): Work!
      createEducation(input: CreateEducationInput!): Education!
      updateEducation(input: UpdateEducationInput!): Education!
      deleteEducation(input: DeleteInput!): Education!
      createLicense(input: CreateLicenseInput!): License!
      updateLicense(input: UpdateLicenseInput!): License!
      deleteLicense(input: DeleteInput!): License!
      "Save a published job (idempotent)."
      likeJob(jobId: ID!): User!
      "Unsave a job (idempotent)."
      unlikeJob(jobId: ID!): User!
      "Claim CPA status with one of your licenses (it must name its issuing organization and number); staff then confirm or reject it."
      claimCPA(licenseId: ID!): User!
      "Staff and admin: confirm (approve) or reject a pending CPA claim; a rejection needs a note. The member is e-mailed."
      reviewCPAClaim(userId: ID!, approve: Boolean!, note: String): User!
      "Delete your account and everything held about you, after re-entering your password."
      deleteMyAccount(password: String!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      getUser: (_root, { id }, ctx) => usersOf(ctx).get(requireUser(ctx), id),
      listUsers: (_root, args, ctx) => {
        requireStaff(ctx);
        return usersOf(ctx).list(args.filter, args.limit, args.nextToken);
      },
      exportMyData: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return createAccountService({
          db: ctx.db,
          files: ctx.files,
          otherAdminCount: usersOf(ctx).otherAdminCount,
        }).exportData(user);
      },
    },
    Mutation: {
      createUser: (_root, { input }, ctx) => {
        requireStaff(ctx);
        return usersOf(ctx).create(input);
      },
      updateUser: (_root, { input }, ctx) => usersOf(ctx).update(requireUser(ctx), input),
      createWork: (_root, { input }, ctx) => experienceOf(ctx).createWork(requireUser(ctx), input),
      updateWork: (_root, { input }, ctx) => experienceOf(ctx).updateWork(requireUser(ctx), input),
      deleteWork: (_root, { input }, ctx) => experienceOf(ctx).deleteWork(requireUser(ctx), input.id),
      createEducation: (_root, { input }, ctx) => experienceOf(ctx).createEducation(requireUser(ctx), input),
      updateEducation: (_root, { input }, ctx) => experienceOf(ctx).updateEducation(requireUser(ctx), input),
      deleteEducation: (_root, { input }, ctx) => experienceOf(ctx).deleteEducation(requireUser(ctx), input.id),
      createLicense: (_root, { input }, ctx) => experienceOf(ctx).createLicense(requireUser(ctx), input),
      updateLicense: (_root, { input }, ctx) => experienceOf(ctx).updateLicense(requireUser(ctx), input),
      deleteLicense: (_root, { input }, ctx) => experienceOf(ctx).deleteLicense(requireUser(ctx), input.id),
      likeJob: (_root, { jobId }, ctx) => createSavedJobsService(ctx.db).like(requireUser(ctx), jobId),
      unlikeJob: (_root, { jobId }, ctx) => createSavedJobsService(ctx.db).unlike(requireUser(ctx), jobId),
      claimCPA: (_root, { licenseId }, ctx) => {
        const user = requireUser(ctx);
        return createCpaService({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl, live: ctx.live }).claim(
          user,
          licenseId,
        );
      },
      reviewCPAClaim: (_root, args, ctx) => {
        const staff = requireStaff(ctx);
        return createCpaService({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl, live: ctx.live }).review(
          staff,
          args,
        );
      },
      deleteMyAccount: (_root, { password }, ctx) => {
        const user = requireUser(ctx);
        return createAccountService({
          db: ctx.db,
          files: ctx.files,
          otherAdminCount: usersOf(ctx).otherAdminCount,
        }).deleteAccount(user, { password }, ctx);
      },
    },
  },
  loaders: {
    // One query per list for every User in a response (no N+1).
    User: {
      work: async (queries, ctx) => {
        const byUser = await experienceOf(ctx).worksOf([...new Set(queries.map((q) => q.obj.id))]);
        return queries.map((q) => cap(byUser.get(q.obj.id) ?? [], q.params.limit).map(toWork));
      },
      education: async (queries, ctx) => {
        const byUser = await experienceOf(ctx).educationsOf([...new Set(queries.map((q) => q.obj.id))]);
        return queries.map((q) => cap(byUser.get(q.obj.id) ?? [], q.params.limit).map(toEducation));
      },
      licenses: async (queries, ctx) => {
        const byUser = await experienceOf(ctx).licensesOf([...new Set(queries.map((q) => q.obj.id))]);
        return queries.map((q) => cap(byUser.get(q.obj.id) ?? [], q.params.limit).map(toLicense));
      },
      cpaLicense: async (queries, ctx) => {
        const ids = [...new Set(queries.map((q) => q.obj.cpaLicenseId).filter((id): id is string => Boolean(id)))];
        const rows = ids.length ? await ctx.db.select().from(licenses).where(inArray(licenses.id, ids)) : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        return queries.map((q) => {
          const row = q.obj.cpaLicenseId ? byId.get(q.obj.cpaLicenseId) : undefined;
          return row ? toLicense(row) : null;
        });
      },
    },
  },
};
