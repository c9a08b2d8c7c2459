import { PlannedScreen } from './planned-screen.tsx';

export default function JobInfoPage() {
  return <PlannedScreen id="jobInfo" />;
}
