// What other features use of users: the GraphQL shapes of a user and their profile entries.
export { toEducation, toLicense, toUser, toWork, type GraphqlUser } from './user-mapper.ts';
export { AdminCreateError, createAdmin, type AdminCreateDeps } from './admin-create.ts';
