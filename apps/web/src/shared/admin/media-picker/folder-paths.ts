/*
 * Folders form a tree (parentId); selects show each one with its path ("Khóa học / Lớp 12") so two
 * sub-folders of the same name stay apart. Shared by the picker and the folder and image screens.
 */

export type FolderNode = { id: number; name: string; parentId: number | null };
export type FolderOption = { value: number; label: string };

/** "Root / Child / Folder" for each folder; a broken chain (missing parent, loop) stops where it breaks. */
export function folderPaths(folders: readonly FolderNode[]): Map<number, string> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const paths = new Map<number, string>();
  for (const folder of folders) {
    const names: string[] = [];
    const seen = new Set<number>();
    let current: FolderNode | undefined = folder;
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      names.unshift(current.name);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    paths.set(folder.id, names.join(' / '));
  }
  return paths;
}

/** `folderId` and every folder below it. */
export function descendantsOf(folders: readonly FolderNode[], folderId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const folder of folders) {
    if (folder.parentId === null) continue;
    children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder.id]);
  }
  const found = new Set<number>([folderId]);
  const queue = [folderId];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/**
 * Select options sorted by path. `excluding` leaves out a folder and its sub-folders: the parents a
 * folder may move under (the server refuses the others with FOLDER_CYCLE).
 */
export function folderOptions(folders: readonly FolderNode[], excluding?: number): FolderOption[] {
  const paths = folderPaths(folders);
  const hidden = excluding === undefined ? new Set<number>() : descendantsOf(folders, excluding);
  return folders
    .filter((folder) => !hidden.has(folder.id))
    .map((folder) => ({ value: folder.id, label: paths.get(folder.id) ?? folder.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'vi'));
}
