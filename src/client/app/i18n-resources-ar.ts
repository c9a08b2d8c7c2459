// The interface's strings in Arabic: every feature's namespace (the app loads them in two parts, see
// app/i18n.ts; the server and the tests take them whole).
import core from './i18n-resources-ar-core.ts';
import workspace from './i18n-resources-ar-workspace.ts';

const ar = { ...core, ...workspace } as const;

export default ar;
