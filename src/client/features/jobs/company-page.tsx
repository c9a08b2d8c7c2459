import { PlannedScreen } from '../planned/planned-screen.tsx';

// Being built: replaced by the real screen.
export default function CompanyPage() {
  return <PlannedScreen id="jobInfo" />;
}
