import { PlannedScreen } from './planned-screen.tsx';

export default function JobApplyPage() {
  return <PlannedScreen id="jobApply" />;
}
