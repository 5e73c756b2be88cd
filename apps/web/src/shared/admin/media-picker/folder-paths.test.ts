import { describe, expect, it } from 'vitest';
import { descendantsOf, folderOptions, folderPaths } from './folder-paths';

const folders = [
  { id: 1, name: 'Khóa học', parentId: null },
  { id: 2, name: 'Lớp 12', parentId: 1 },
  { id: 3, name: 'Đề thi', parentId: 2 },
  { id: 4, name: 'Bìa sách', parentId: null },
  { id: 5, name: 'Lớp 12', parentId: 4 },
];

describe('folder paths', () => {
  it('names each folder by its path', () => {
    expect(folderPaths(folders).get(3)).toBe('Khóa học / Lớp 12 / Đề thi');
    expect(folderPaths(folders).get(5)).toBe('Bìa sách / Lớp 12');
  });

  it('survives a broken tree', () => {
    const broken = [
      { id: 1, name: 'A', parentId: 2 },
      { id: 2, name: 'B', parentId: 1 },
      { id: 3, name: 'C', parentId: 99 },
    ];
    expect(folderPaths(broken).get(1)).toBe('B / A');
    expect(folderPaths(broken).get(3)).toBe('C');
  });

  it('offers as parents only folders outside the one being edited', () => {
    expect([...descendantsOf(folders, 1)].sort()).toEqual([1, 2, 3]);
    expect(folderOptions(folders, 1).map((option) => option.value)).toEqual([4, 5]);
    expect(folderOptions(folders).map((option) => option.label)).toEqual([
      'Bìa sách',
      'Bìa sách / Lớp 12',
      'Khóa học',
      'Khóa học / Lớp 12',
      'Khóa học / Lớp 12 / Đề thi',
    ]);
  });
});
