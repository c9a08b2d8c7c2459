import { PlannedScreen } from '../planned/planned-screen.tsx';

// Being built: replaced by the real screen.
export default function SavedJobsPage() {
  return <PlannedScreen id="savedJobs" />;
}
