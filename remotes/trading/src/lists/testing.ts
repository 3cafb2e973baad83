import { signInWith } from '@console/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';

/** The coins a test admin's sign-in lists (their decimals are what amounts are rounded with). */
export const TEST_COINS = [
  { id: 1, code: 'USDT', decimals: 2 },
  { id: 2, code: 'BTC', decimals: 8 },
  { id: 3, code: 'ETH', decimals: 6 },
];

/** Signs a test admin in with exactly these permissions, sign-in listing `TEST_COINS`. */
export function signInWithCoins(permissionKeys: string[]): void {
  signInWith(permissionKeys, {}, TEST_COINS);
}

/** The row of the table `table` holding `text`. */
export async function rowWith(table: string, text: string): Promise<HTMLElement> {
  const found = await screen.findByRole('table', { name: table });
  return (await within(found).findByText(text)).closest('tr') as HTMLElement;
}

/** A small PNG as the browser would hand it over from disk. */
export function pngFile(name = 'icon.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
}

/** Chooses a file in the form's image field `name` (its input is hidden behind a button). */
export function chooseImage(container: HTMLElement, name: string, file: File | File[]): void {
  const input = container.querySelector(`input[data-testid="${name}-file"]`) as HTMLInputElement;
  fireEvent.change(input, { target: { files: Array.isArray(file) ? file : [file] } });
}

/** The text fields of a multipart form the fake API received. */
export function formFields(body: unknown): Record<string, string> {
  const form = body as FormData;
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : `file:${(value as File).name}`;
  });
  return fields;
}
