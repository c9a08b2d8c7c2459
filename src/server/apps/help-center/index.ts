export { helpCenterModule } from './help-center.graphql.ts';
export { deliverSupportRequestToStaffInbox } from './support-request.ts';
export { ensureHelpCenterCategories } from './help-center-categories.ts';
