import { AccountPage } from './AccountPage';

export default function RegisterScreen() {
  return <AccountPage page="register" />;
}
