import { PlannedScreen } from './planned-screen.tsx';

export default function SavedJobsPage() {
  return <PlannedScreen id="savedJobs" />;
}
