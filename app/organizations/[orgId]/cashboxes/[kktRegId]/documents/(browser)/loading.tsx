import { DocumentsLoading } from '@/components/documents/documents-loading';

export default function Loading() {
  return <DocumentsLoading />;
}
