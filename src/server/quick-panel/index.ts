// What other features use of the quick panel: the sample notes and events a demo account starts with.
export { seedQuickPanelSamples } from './quick-panel-samples.ts';
