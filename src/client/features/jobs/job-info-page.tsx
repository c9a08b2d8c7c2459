import { PlannedScreen } from '../planned/planned-screen.tsx';

// Being built: replaced by the real screen.
export default function JobInfoPage() {
  return <PlannedScreen id="jobInfo" />;
}
