// What the composition root, the seed and the saved-jobs service use of the profile page.
export { profileModule } from './profile.graphql.ts';
export { seedProfileSamples } from './profile-samples.ts';
export { forgetJobSaved, recordJobSaved } from './profile-service.ts';
