// React DOM's module body (one function of about 220 KB) is compiled and run where it is first
// required: about 70 ms of main thread on a phone at 4x CPU. Required here, in a chunk of its own
// that the first-view start script imports before the entry, it runs in a task of its own.
export { createRoot, hydrateRoot } from 'react-dom/client';
