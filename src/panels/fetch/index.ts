// The Fetch view's face: how the robots.txt itself was served, simulated, and
// what each answer does to the verdicts under RFC 9309 and at Google.

export { FetchPanel } from './fetch-panel.tsx';
