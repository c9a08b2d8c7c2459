export { helpCenterModule } from './help-center.graphql.ts';
export { deliverSupportRequestToStaffInbox } from './support-request.ts';
