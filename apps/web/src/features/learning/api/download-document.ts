import { useMutation } from '@tanstack/react-query';
import { siteApi } from '@/api/http-client';
import { saveBlob } from '@/shared/catalogue/save-blob';

export type LessonDownload =
  | {
      kind: 'lesson';
      thematicId: number;
      lessonId: number;
      type: 'document' | 'answer' | 'gift';
      fileName: string;
    }
  | { kind: 'video'; lessonId: number; videoId: number; fileName: string };

/**
 * `GET /api/thematics/{a}/lessons/{b}/download-document?type=…` or `GET /api/videos/{a}/{b}/download-document`,
 * through the site client so the student's token goes along; a refusal is an ApiError with its code.
 */
export async function downloadLessonFile(file: LessonDownload) {
  const blob =
    file.kind === 'lesson'
      ? await siteApi.download(`/thematics/${file.thematicId}/lessons/${file.lessonId}/download-document`, {
          query: { type: file.type },
          silent: true,
        })
      : await siteApi.download(`/videos/${file.lessonId}/${file.videoId}/download-document`, {
          silent: true,
        });
  saveBlob(blob, file.fileName || 'tai-lieu.pdf');
}

export function useDownloadLessonFile() {
  return useMutation({ mutationFn: downloadLessonFile });
}
