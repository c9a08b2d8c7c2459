// What the composition root and the saved-jobs service use of the profile page.
export { profileModule } from './profile.graphql.ts';
export { forgetJobSaved, recordJobSaved } from './profile-service.ts';
