// The interface's strings in Turkish: every feature's namespace (the app loads them in two parts, see
// app/i18n.ts; the server and the tests take them whole).
import core from './i18n-resources-tr-core.ts';
import workspace from './i18n-resources-tr-workspace.ts';

const tr = { ...core, ...workspace } as const;

export default tr;
