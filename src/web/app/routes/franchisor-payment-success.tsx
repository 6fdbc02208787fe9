import { PaymentSuccessPage } from '../../features/franchisor/components/payment-success-page.tsx';

export function Component() {
  return <PaymentSuccessPage />;
}
