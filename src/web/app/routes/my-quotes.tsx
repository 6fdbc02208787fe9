import { MyQuotesPage } from '../../features/quotes/components/my-quotes-page.tsx';

export function Component() {
  return <MyQuotesPage />;
}
