import { CreateUsers1763700000000 } from './1763700000000-create-users.js';

/** Every migration, oldest first. A new migration file is added here (the server runs them at start-up). */
export const migrations = [CreateUsers1763700000000];
