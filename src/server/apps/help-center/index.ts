export { helpCenterModule } from './help-center.graphql.ts';
export { deliverSupportRequestToStaffInbox } from './support-request.ts';
export { clearHelpCenter, seedHelpCenter } from './help-center-seed.ts';
