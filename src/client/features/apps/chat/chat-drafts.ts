/** A message being written in one conversation: its words and the files already uploaded for it. */
export interface ChatDraft {
  text: string;
  files: { id: string; name: string }[];
}

// Kept while the app runs, so a half-written message survives what remounts its conversation:
// opening another chat and coming back, crossing the phone breakpoint (the page lays out a
// different tree), going to another app. Not across a reload. Keyed by the writer as well, so a
// different person signing in on the same tab never sees it.
const drafts = new Map<string, ChatDraft>();

const keyOf = (writer: string, chatId: string) => `${writer}\n${chatId}`;

export function readChatDraft(writer: string, chatId: string): ChatDraft | undefined {
  return drafts.get(keyOf(writer, chatId));
}

/** Keeps the draft, or forgets it once there is nothing in it (sent, or cleared). */
export function keepChatDraft(writer: string, chatId: string, draft: ChatDraft): void {
  if (draft.text === '' && draft.files.length === 0) drafts.delete(keyOf(writer, chatId));
  else drafts.set(keyOf(writer, chatId), draft);
}
