// What the composition root and the seed use of the contacts app.
export { contactsModule } from './contacts.graphql.ts';
export { ensureContactsStarter } from './contacts-samples.ts';
