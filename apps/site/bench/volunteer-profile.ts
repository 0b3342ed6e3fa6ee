/**
 * Where the main thread spends its time while the 500-row tab 1 table scrolls: a CPU profile (CDP) summed by self time
 * per function and source file. Run like volunteer-bench.ts; prints the top entries.
 */
import { launchBrowser } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { createPlan, signUp } from '../e2e/volunteer-helpers/api.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const token = await signUp(server);
  await createPlan(server, token);
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await page.goto(server.url + '/aboutus');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(server.url + '/Volunteer');
  await page.getByRole('grid', { name: '智能推荐专业' }).getByRole('button', { name: /^填报 / }).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.evaluate(async () => {
    const scroller = document.querySelector('[data-testid="data-table-scroller"]') as HTMLElement;
    for (let i = 0; i < 186; i++) {
      scroller.scrollTop += 300;
      await new Promise((r) => requestAnimationFrame(r));
    }
  });
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const key = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}` : '?';
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`total sampled ${total.toFixed(0)} ms`);
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
} finally {
  await browser.close();
  await server.stop();
}
