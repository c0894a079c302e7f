import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KioskName, KioskTotal } from '@ongi/shared';
import { kioskQueries } from './api';
import { kioskRefreshMs, type LiveWreaths } from './use-kiosk-wreaths';

export interface NameWall {
  /** Every sender, newest first. */
  names: KioskName[];
  /** Every standing wreath (the count beside the heading). */
  totalElements: number;
  /** '모인 마음 N분 · 기부 m원' when the host chose to show it. */
  total: KioskTotal | null;
  /** True once there is an answer to show (names, or that there are none). */
  loaded: boolean;
}

/**
 * The name wall's names: the whole list from the server (every 10 s, and at
 * once when the stream brings a wreath, so the total follows within a
 * second), with the arrivals the stream brought and the wall has not read
 * yet on top. Until the wall first answers, the payment list's names stand in.
 */
export function useNameWall(publicNum: string, wreaths: LiveWreaths): NameWall {
  const wall = useQuery(kioskQueries.names(publicNum, kioskRefreshMs));
  const { refetch } = wall;

  useEffect(() => {
    if (wreaths.latest !== null) void refetch();
  }, [wreaths.latest, refetch]);

  const read = wall.data;
  const pending = read
    ? wreaths.payments.filter((payment) => wreaths.fresh.has(payment.paymentSeq) && !read.names.some((name) => name.paymentSeq === payment.paymentSeq))
    : [];
  const source = read ? [...pending, ...read.names] : wreaths.payments;
  // One list while the same names come back every 10 s: the wall keeps its page and its measurements.
  const key = source.map((entry) => `${entry.paymentSeq}:${entry.name}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the list's content
  const names = useMemo(() => source.map(({ paymentSeq, name }) => ({ paymentSeq, name })), [key]);

  return {
    names,
    totalElements: read ? read.totalElements + pending.length : wreaths.totalElements,
    total: read?.total ?? null,
    loaded: read !== undefined || wreaths.loaded,
  };
}
