import { loginRequest } from '@console/contracts';
import { checkLogin } from './form';

const cases = [
  { account: '', password: '', gauthCode: '' },
  { account: '  ', password: 'x', gauthCode: '123456' },
  { account: ' admin ', password: 'admin-demo-2026', gauthCode: ' 123456 ' },
  { account: 'a'.repeat(64), password: 'p'.repeat(128), gauthCode: '000000' },
  { account: 'a'.repeat(65), password: 'p'.repeat(129), gauthCode: '12345' },
  { account: 'admin', password: ' ', gauthCode: '12a456' },
  { account: 'admin', password: 'secret', gauthCode: '1234567' },
];

test("the form's checks are the API schema's: same fields refused, same request sent", () => {
  for (const values of cases) {
    const checked = checkLogin(values);
    const parsed = loginRequest.safeParse(values);
    const refused = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
    expect(new Set(Object.keys(checked.problems))).toEqual(refused);
    if (parsed.success) expect(checked.request).toEqual(parsed.data);
  }
});
