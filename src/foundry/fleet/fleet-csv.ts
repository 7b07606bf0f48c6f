// Moved to src/fleet-file (pure, shared with the CLI); kept so the glue's imports stand.
export * from '../../fleet-file/fleet-csv.js';
