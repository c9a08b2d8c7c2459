import { PlannedScreen } from './planned-screen.tsx';

export default function CreateEmployerPage() {
  return <PlannedScreen id="createEmployer" />;
}
