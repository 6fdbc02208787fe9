import { OfferingEditorPage } from '../../features/offerings/components/offering-editor-page.tsx';

export function Component() {
  return <OfferingEditorPage />;
}
