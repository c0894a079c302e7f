import { describe, expect, it } from 'vitest';
import { paymentStatuses, type PaymentStatus } from '@server/db/schema';
import { canMove, finalStatuses, fromStatesOf, paymentTransitions } from './states';

// Every pair of states, allowed or refused, as the table declares them.

const allowed: Array<[PaymentStatus, PaymentStatus]> = [
  ['READY', 'PAID'],
  ['READY', 'FAILED'],
  ['PAID', 'CANCELLED'],
  ['PAID', 'PARTIAL_CANCELLED'],
  ['PARTIAL_CANCELLED', 'PARTIAL_CANCELLED'],
  ['PARTIAL_CANCELLED', 'CANCELLED'],
];
const pairs = paymentStatuses.flatMap((from) => paymentStatuses.map((to) => [from, to] as [PaymentStatus, PaymentStatus]));
const isAllowed = ([from, to]: [PaymentStatus, PaymentStatus]) => allowed.some(([a, b]) => a === from && b === to);

describe('payment states', () => {
  it('declares a row for every status the database accepts', () => {
    expect(Object.keys(paymentTransitions).sort()).toEqual([...paymentStatuses].sort());
  });

  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
  });

  it.each(pairs.filter((pair) => !isAllowed(pair)))('refuses %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });

  it('gives each target the states a write may find the row in', () => {
    expect(fromStatesOf('PAID')).toEqual(['READY']);
    expect(fromStatesOf('FAILED')).toEqual(['READY']);
    expect(fromStatesOf('CANCELLED').sort()).toEqual(['PAID', 'PARTIAL_CANCELLED']);
    expect(fromStatesOf('PARTIAL_CANCELLED').sort()).toEqual(['PAID', 'PARTIAL_CANCELLED']);
    // Where an intent starts; nothing goes back to it.
    expect(fromStatesOf('READY')).toEqual([]);
  });

  it('ends in FAILED or CANCELLED, and a paid payment can never fail or be paid again', () => {
    expect([...finalStatuses].sort()).toEqual(['CANCELLED', 'FAILED']);
    expect(canMove('PAID', 'FAILED')).toBe(false);
    expect(canMove('PAID', 'PAID')).toBe(false);
    expect(canMove('CANCELLED', 'PAID')).toBe(false);
  });
});
