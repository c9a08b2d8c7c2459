import { PlannedScreen } from './planned-screen.tsx';

export default function JobSearchPage() {
  return <PlannedScreen id="jobSearch" />;
}
