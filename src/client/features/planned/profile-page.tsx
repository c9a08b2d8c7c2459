import { PlannedScreen } from './planned-screen.tsx';

export default function ProfilePage() {
  return <PlannedScreen id="profile" />;
}
