// Inclusive time per function of a V8 CPU profile (e2e/tools/profile.mjs OUTP=, or a bench's PROFILE=).
// Usage: node e2e/tools/profile-inclusive.mjs FILE.cpuprofile [N]
import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync(process.argv[2]));
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map(); profile.samples.forEach((id, i) => self.set(id, (self.get(id) || 0) + (profile.timeDeltas[i] || 0)));
const incl = new Map();
function walk(id, stack) { const n = byId.get(id); const name = n.callFrame.functionName || '(anon)'; let t = self.get(id) || 0; for (const c of n.children || []) t += walk(c, [...stack, name]); if (!stack.includes(name)) incl.set(name, (incl.get(name) || 0) + t); return t; }
walk(profile.nodes[0].id, []);
console.log([...incl.entries()].filter(([k]) => !/^\((idle|program|root|garbage)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, +process.argv[3] || 30).map(([k, v]) => (v / 1000).toFixed(1).padStart(8) + ' ' + k.slice(0, 150)).join('\n'));
