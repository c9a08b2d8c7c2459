// What the composition root uses of the contacts app.
export { contactsModule } from './contacts.graphql.ts';
