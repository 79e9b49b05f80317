// Wire shapes of reward points (user/points/, user/points/history/), as
// the official SDK names them: PointsDetails and PointsHistoryDetails (items of PointsHistory).
import type { Page } from './catalog';

export type PointsDetails = { points: number };

export type PointsHistoryEntry = {
  _id: string;
  application_id: string;
  user_id: string;
  /** Signed: a credit is positive, a debit negative. */
  points: number;
  /** 'credit' or 'debit'. */
  txn_name: 'credit' | 'debit';
  /** The reason shown to the shopper. */
  text_1: string;
  claimed: boolean;
  created_at: string;
  updated_at: string;
};

export type PointsHistoryDetails = { items: PointsHistoryEntry[]; page: Page };
