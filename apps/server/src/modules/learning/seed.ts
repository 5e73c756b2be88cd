import type { Tx } from '../../db/client';
import type { SeedContext } from '../../db/seed/demo-data';

/** Demo answer sheets and hocsinh01's histories; filled once the courses' demo data exists. */
export async function seedLearning(_tx: Tx, _context: SeedContext): Promise<void> {}
