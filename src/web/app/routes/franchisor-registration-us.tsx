import { RegistrationPage } from '../../features/franchisor/components/registration-page.tsx';

export function Component() {
  return <RegistrationPage country="US" />;
}
