import { AccountPage } from './AccountPage';

export default function LoginScreen() {
  return <AccountPage page="login" />;
}
