import type { Tx } from '../../db/client';
import type { SeedContext } from '../../db/seed/demo-data';

export async function seedCourses(_tx: Tx, _context: SeedContext): Promise<void> {}
