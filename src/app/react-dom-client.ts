// React DOM's module body (one function of about 220 KB in its CommonJS wrapper) runs where it is
// first required. Required here, in a chunk of its own that the first-view start script imports
// before the entry, it runs in a task of its own instead of inside the entry's (decision 036).
export { createRoot, hydrateRoot } from 'react-dom/client';
