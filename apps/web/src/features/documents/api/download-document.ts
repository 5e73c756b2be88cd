import { useMutation } from '@tanstack/react-query';
import { siteApi } from '@/api/http-client';
import { saveBlob } from '@/shared/catalogue/save-blob';

/**
 * `GET /api/documents/download-document/{id}` through the site client, so a signed-in buyer's token goes
 * with it (a plain link would not carry it). Refusals come back as ApiError with the JSON code.
 */
export async function downloadDocument(id: number, fileName: string) {
  const blob = await siteApi.download(`/documents/download-document/${id}`, { silent: true });
  saveBlob(blob, fileName || `tai-lieu-${id}.pdf`);
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: ({ id, fileName }: { id: number; fileName: string }) => downloadDocument(id, fileName),
  });
}
