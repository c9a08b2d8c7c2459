// The interface's strings in English: every feature's namespace (the app loads them in two
// parts, see app/i18n.ts; the server and the tests take them whole).
import core from './i18n-resources-en-core.ts';
import workspace from './i18n-resources-en-workspace.ts';

const en = { ...core, ...workspace } as const;

export default en;
