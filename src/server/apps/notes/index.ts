// What the composition root and the quick panel use of the notes app.
export { notesModule } from './notes.graphql.ts';
export { addQuickPanelNote, editQuickPanelNote, quickPanelNotes, removeQuickPanelNote } from './notes-service.ts';
