/** `npm run totp [-- SECRET]`: the current two-factor code of a secret (the demo secret by default). */
import { TOTP } from 'otpauth';

const secret = process.argv[2] ?? 'JBSWY3DPEHPK3PXP';
const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (valid ${left} s more; the next one is ${totp.generate({ timestamp: Date.now() + 30_000 })})`);
