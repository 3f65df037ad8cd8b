// A free loopback port, found synchronously (the Playwright config is evaluated without await):
// a second run of the suite on the same machine gets its own server instead of failing on 3100.
import { execFileSync } from 'node:child_process';

const PROBE =
  "const s=require('node:net').createServer();" +
  "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort() {
  return Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }));
}
