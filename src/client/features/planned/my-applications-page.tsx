import { PlannedScreen } from './planned-screen.tsx';

export default function MyApplicationsPage() {
  return <PlannedScreen id="myApplications" />;
}
