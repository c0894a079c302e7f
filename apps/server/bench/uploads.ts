/**
 * Memory while photos are uploaded: six members' browsers each posting a
 * review with six 10 MB photos at once (one more than a review may carry), as
 * the security review did when memory rose from 380 to 695 MB. The server's
 * resident memory is sampled from /proc while the uploads stream in.
 *
 *   npm run build && npm run bench:uploads -w @ongi/server
 */
import fs from 'node:fs';
import { startBuiltServer } from '../../../test-support/built-server';

const forms = Number(process.env.BENCH_FORMS ?? 6);
const photosPerForm = 6;
const photoBytes = 10 * 1024 * 1024;

const residentMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

async function loginCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'member01', pwd: 'Member1234!' }),
  });
  const [nameAndValue = ''] = (response.headers.get('set-cookie') ?? '').split(';');
  return nameAndValue;
}

async function main() {
  const server = await startBuiltServer();
  try {
    const pid = server.process.pid!;
    // Each form from its own login, so the per-session limit (2 at a time) does not stop them.
    const cookies = [];
    for (let i = 0; i < forms; i += 1) cookies.push(await loginCookie(server.base));
    const photo = new Blob([Buffer.alloc(photoBytes, 0x7f)], { type: 'image/png' });
    const before = residentMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 25);
    const started = Date.now();
    const answers = await Promise.all(
      cookies.map(async (cookie) => {
        const body = new FormData();
        body.append('review', new Blob([JSON.stringify({ orderNum: '000000000000', reviewRating: 5, reviewText: '벤치' })], { type: 'application/json' }));
        for (let i = 0; i < photosPerForm; i += 1) body.append('attachList', photo, `photo-${i}.png`);
        const response = await fetch(`${server.base}/api/review/create-review`, { method: 'POST', headers: { cookie, origin: server.base }, body });
        return `${response.status} ${((await response.json()) as { message?: string }).message}`;
      }),
    );
    clearInterval(sampler);
    console.log(
      `업로드 벤치마크: ${forms} forms × ${photosPerForm} photos × ${photoBytes / 1024 / 1024} MB at once (${((forms * photosPerForm * photoBytes) / 1024 / 1024).toFixed(0)} MB in all)`,
    );
    console.log(
      `resident memory: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak (+${(peak - before).toFixed(0)} MB), ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const answer of new Set(answers)) console.log(`answer: ${answer} (×${answers.filter((a) => a === answer).length})`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
