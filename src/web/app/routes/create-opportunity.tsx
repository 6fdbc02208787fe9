import { CreateListingPage } from '../../features/franchisor/components/listing-editor-page.tsx';

export function Component() {
  return <CreateListingPage />;
}
