// What the composition root, the seed and the quick panel use of the notes app.
export { notesModule } from './notes.graphql.ts';
export { ensureNotesStarter } from './notes-samples.ts';
export { addQuickPanelNote, editQuickPanelNote, quickPanelNotes, removeQuickPanelNote } from './notes-service.ts';
export { gradientPng } from './sample-image.ts';
