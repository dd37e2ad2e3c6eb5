/** The seed's "now"; test clocks start here so relative seed data (programmes, rentals) line up. */
export const SEED_NOW = Date.UTC(2026, 5, 15, 4, 0);

export const BASE_DB_FILE = 'app.sqlite';
