import type { CreateFolderBody, UpdateFolderBody } from '@tutor/contract/folders';

export type FolderBody = CreateFolderBody | UpdateFolderBody;
