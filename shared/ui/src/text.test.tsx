import { screen } from '@testing-library/react';
import { session } from '@console/client';
import { DateText, formatDateTime, formatDecimal, MoneyText } from './text';
import { renderWithUi, signInWith } from './testing';

afterEach(() => session.signOut());

describe('formatDecimal', () => {
  it('groups thousands without going through a float', () => {
    expect(formatDecimal('1234567.891234567890123456')).toBe('1,234,567.891234567890123456');
    expect(formatDecimal('-9007199254740993.5')).toBe('-9,007,199,254,740,993.5');
    expect(formatDecimal('999')).toBe('999');
  });

  it('rounds half up to the requested places', () => {
    expect(formatDecimal('2.345', 2)).toBe('2.35');
    expect(formatDecimal('-2.345', 2)).toBe('-2.35');
    expect(formatDecimal('1000', 2)).toBe('1,000.00');
  });

  it('leaves nothing for a missing value', () => {
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal('')).toBe('');
  });
});

describe('MoneyText and DateText', () => {
  it('shows money right-aligned with its unit', () => {
    renderWithUi(<MoneyText value="1234.5" unit="USDT" data-testid="money" />);
    expect(screen.getByTestId('money')).toHaveTextContent('1,234.5USDT');
    expect(screen.getByTestId('money')).toHaveStyle({ textAlign: 'end' });
  });

  it('shows dates on the admin’s time zone', () => {
    signInWith([], { timeZone: 'Asia/Shanghai' });
    renderWithUi(<DateText value="2026-03-15T20:00:00Z" />);
    expect(screen.getByText('2026-03-16 04:00:00')).toBeInTheDocument();
  });

  it('falls back to the browser’s zone when the admin has none', () => {
    expect(formatDateTime('2026-03-15T20:00:00Z', 'UTC')).toBe('2026-03-15 20:00:00');
    expect(formatDateTime(null, 'UTC')).toBe('');
  });
});
